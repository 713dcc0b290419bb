"""An X the text defines ("where X is ...") in a damage, life or prevention instruction the templates that
read "where X is" for one plain instruction do not take:

- X in an instruction to each of several objects or players: "Chain Reaction deals X damage to each
  creature, where X is the number of creatures on the battlefield", Gates Ablaze, Thunder of Hooves's
  "each creature without flying and each player".
- X said twice in one instruction: Sparksmith's "This creature deals X damage to target creature and X
  damage to you, where X is the number of Goblins on the battlefield".
- X in an instruction with a second part: Judgment Bolt's "5 damage to target creature and X damage to
  that creature's controller, where X is the number of Equipment you control".
- A prevention shield: Battlefield Medic's "Prevent the next X damage that would be dealt to target
  creature this turn, where X is the number of Clerics on the battlefield".

The count is the one "you gain X life, where X is ..." would read (the same templates read it); it is
counted as the instruction is followed (2007 413.2f; 2026 608.2h). Where it is read more than once in
one instruction, the answer is the same each time: only counts of permanents, cards in graveyards, basic
land types, the party and the spells cast this turn are taken, which the damage dealt as the spell or
ability resolves can't change (a
creature dealt lethal damage leaves only when state-based actions are checked afterwards: 2007 420.5c;
2026 704.5g). Every other sentence with "where X is" is first given to the templates registered after
this one, unchanged; only what none of them reads comes back here.
"""
from __future__ import annotations

import copy
import json
from contextvars import ContextVar

from .registry import Effect, NotUnderstood, effect_template, parse_sentence, pass_on

#: the instructions whose "amount" may be this X
_AMOUNTS = {"damage", "lose_life", "gain_life", "prevent_damage"}
#: the counts the damage dealt as the effect resolves can't change
_STEADY = {"permanents", "graveyard_cards", "graveyard_cards_named_as_source", "basic_land_types", "creatures_in_your_party",
           "spells_you_cast_this_turn"}
#: whether the count is being read (the sentence read for it comes back to this template: not read again)
_READING_COUNT: ContextVar[bool] = ContextVar("reading_count", default=False)


def _x_count(eff, where: str) -> dict:
    """The count "where X is [where]" names, as "you gain X life, where X is ..." reads it."""
    scratch = Effect(eff.card)
    scratch.sentence_starts.append(0)
    reading = _READING_COUNT.set(True)
    try:
        parse_sentence(scratch, f"you gain X life, where X is {where}")
    finally:
        _READING_COUNT.reset(reading)
    if scratch.targets or len(scratch.steps) != 1 or set(scratch.steps[0]) != {"do", "amount", "player"} \
            or scratch.steps[0]["do"] != "gain_life" or scratch.steps[0]["player"] != "you":
        raise NotUnderstood(where)
    count = scratch.steps[0]["amount"]
    if not isinstance(count, dict) or count.get("count") not in _STEADY or '"it"' in json.dumps(count) \
            or "target" in json.dumps(count) or "life" in json.dumps(count):
        raise NotUnderstood(where)
    return count


def _put_x(steps: list, count: dict) -> int:
    """Each "amount": "X" of the steps (and of a for_each's effect) becomes the count; how many."""
    placed = 0
    for st in steps:
        if not isinstance(st, dict):
            continue
        if st.get("amount") == "X":
            if st.get("do") not in _AMOUNTS:
                raise NotUnderstood("X")
            st["amount"] = copy.deepcopy(count)
            placed += 1
        if st.get("do") == "for_each" and isinstance(st.get("effect"), list):
            placed += _put_x(st["effect"], count)
    return placed


@effect_template(r"(.+\bX\b.+), where X is (.+)")
def x_said_in_damage(eff, m):
    saved = (copy.deepcopy(eff.steps), copy.deepcopy(eff.targets), list(eff.sentence_starts), dict(eff.said), eff.allow_x)
    try:
        return pass_on(eff, m, x_said_in_damage)
    except NotUnderstood:
        eff.steps, eff.targets, eff.sentence_starts, eff.said, eff.allow_x = (copy.deepcopy(saved[0]), copy.deepcopy(saved[1]),
                                                                              list(saved[2]), dict(saved[3]), saved[4])
    head = m.group(1)
    if _READING_COUNT.get() or eff.card.has_x or eff.allow_x or " for each " in head:
        raise NotUnderstood(m.group(0))
    count = _x_count(eff, m.group(2))
    before, targets = len(eff.steps), len(eff.targets)
    eff.allow_x = True
    try:
        parse_sentence(eff, head)
    finally:
        eff.allow_x = False
    new = eff.steps[before:]
    if not new or _put_x(new, count) < 1 or "'X'" in repr(new) or "'X'" in repr(eff.targets[targets:]):
        raise NotUnderstood(m.group(0))  # an X anywhere else: a target phrase's, a token's, an instruction of another kind
