"""One X said twice: "[an instruction with X] and you gain X life, where X is ...":

- "Tendrils of Corruption deals X damage to target creature and you gain X life, where X is the number of
  Swamps you control", Harsh Sustenance's "... to any target ...", Feast of Flesh's "1 plus the number of
  cards named Feast of Flesh in all graveyards".
- "Target player loses X life and you gain X life, where X is the greatest power among creatures you
  control" (Essence Harvest), "each opponent loses X life and you gain X life, where X is the number of
  Shrines you control" (Northern Air Temple: each opponent in turn, then you gain X once), Exotic
  Disease's basic land types.

X is the one value the text defines; the first instruction is read with it by the templates that read
"where X is ..." alone (counts_more.py, pump_counts.py, ...), and the life gained is that same count,
read as the instruction after it is followed (2007 413.2f; 2026 608.2h: the information is read as the
effect is applied). It is the same number: the first instruction only deals damage or makes players
lose life, which no count read here changes (a creature dealt lethal damage is still on the
battlefield until state-based actions are checked after the spell resolves: 2007 420.5c; 2026
704.5g). The life gained is X even if the damage is prevented or the target was a player who lost
less. A count read from life totals, or an instruction other than damage or life loss, stays text only.
"""
from __future__ import annotations

import copy
import json

from .registry import NotUnderstood, effect_template, parse_sentence, pass_on

#: the first instruction's kinds, and the field its X is in
_FIRST = {"damage": "amount", "lose_life": "amount"}


@effect_template(r"((?:~|[Tt]arget (?:player|opponent)|[Ee]ach opponent) (?:deals X damage to [^,]+?|loses X life)) and you gain X life, "
                 r"where X is ([^,]+)")
def x_and_you_gain_x_life(eff, m):
    head, where = m.group(1), m.group(2)
    if " and " in head or eff.card.has_x or eff.allow_x:
        return pass_on(eff, m, x_and_you_gain_x_life)
    before, targets = len(eff.steps), len(eff.targets)
    each_opponent = head.lower() == "each opponent loses x life"
    # "each opponent loses X life": the count read as "you lose X life, where X is ..." would be, then
    # followed for each opponent in APNAP order (2007 103.4; 2026 101.4), as "Each opponent loses 2 life" is
    parse_sentence(eff, f"{'you lose X life' if each_opponent else head}, where X is {where}")
    new = eff.steps[before:]
    if each_opponent:
        if len(new) != 1 or new[0] != {"do": "lose_life", "amount": new[0].get("amount"), "player": "you"} \
                or '"it"' in json.dumps(new[0]["amount"]):
            raise NotUnderstood(m.group(0))
        new[0] = eff.steps[-1] = {"do": "for_each", "players": "each_opponent",
                                  "effect": [{"do": "lose_life", "amount": new[0]["amount"], "player": "it"}]}
        count = new[0]["effect"][0]["amount"]
        if not isinstance(count, dict) or "life" in json.dumps(count):
            raise NotUnderstood(m.group(0))
        eff.steps.append({"do": "gain_life", "amount": copy.deepcopy(count), "player": "you"})
        return
    if len(new) != 1 or new[0].get("do") not in _FIRST or len(eff.targets) - targets > 1:
        raise NotUnderstood(m.group(0))
    count = new[0].get(_FIRST[new[0]["do"]])
    if not isinstance(count, dict) or "life" in json.dumps(count) or "'X'" in repr(new[0]):
        raise NotUnderstood(m.group(0))  # a count read from life totals could change with the first instruction
    eff.steps.append({"do": "gain_life", "amount": copy.deepcopy(count), "player": "you"})
