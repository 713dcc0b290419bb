""" "Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on this creature
and you gain 1 life." (Scavenging Ooze); "Exile up to one target card from a graveyard. If a creature card
was exiled this way, each opponent loses 2 life and you gain 2 life." (Diregraf Scavenger); "If it was a
creature card, you gain 3 life. Otherwise, you draw a card." (Cling to Dust): the instructions after the
comma are followed only if the card just exiled has that card type (rulings/engine/exiled_card_kind.py;
2007 413.2b; 2026 608.2c).

Only right after the exile of one target card in a graveyard, and only instructions that name no target
and no "it" (the exiled card); "a noncreature card", "it was a land card ... Otherwise" chains of more than
one condition stay text only.
"""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, effect_template, parse_branch, pass_on

TYPES = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment", "instant": "Instant",
         "sorcery": "Sorcery", "planeswalker": "Planeswalker"}


def _after_graveyard_exile(eff) -> bool:
    """Whether the effect's last instruction exiles its one target card from a graveyard."""
    last = eff.steps[-1] if eff.steps else {}
    what = last.get("what")
    if last.get("do") != "remove_from_game" or not isinstance(what, str) or not what.startswith("target:"):
        return False
    spec = eff.targets[int(what.split(":")[1])]
    return isinstance(spec, dict) and spec.get("zone") == "graveyard" and what == f"target:{len(eff.targets) - 1}"


def _names_it(v) -> bool:
    """Whether instructions name the engine's "it" (the exiled card, here) other than as each player of a
    `for_each` over the players ("Each opponent loses 2 life")."""
    if isinstance(v, dict):
        if v.get("do") == "for_each" and "players" in v:
            return any(_names_it(x) for k, x in v.items() if k != "effect") or \
                any(_names_it({k: x for k, x in st.items() if k != "player"}) for st in v.get("effect", ()))
        return any(x == "it" or _names_it(x) for x in v.values())
    if isinstance(v, list):
        return any(x == "it" or _names_it(x) for x in v)
    return False


def _branch(eff, text: str) -> list[dict]:
    if re.match(r"you draw (a card|two cards)$", text, re.IGNORECASE):
        text = text[len("you "):]  # "you draw a card": the controller draws, as "draw a card" says
    before = len(eff.targets)
    steps = parse_branch(eff, text[0].upper() + text[1:])
    if len(eff.targets) != before or not steps or re.search(r"\b(it|its|that card|the exiled card)\b", text, re.IGNORECASE) \
            or _names_it(steps):
        raise NotUnderstood(text)
    return steps


@effect_template(rf"if (?:it was an? ({'|'.join(TYPES)}) card|an? ({'|'.join(TYPES)}) card (?:was|is) exiled this way), (.+)")
def if_the_exiled_card_was(eff, m):
    if not _after_graveyard_exile(eff):
        pass_on(eff, m, if_the_exiled_card_was)
        return
    kind = TYPES[(m.group(1) or m.group(2)).lower()]
    eff.steps.append({"do": "if_exiled_card", "types": [kind], "effect": _branch(eff, m.group(3))})


@effect_template(r"otherwise, (.+)")
def otherwise_the_exiled_card(eff, m):
    """ "Otherwise, you draw a card." right after "If it was a creature card, ..." (Cling to Dust): a card
    was exiled without that type."""
    last = eff.steps[-1] if eff.steps else {}
    if last.get("do") != "if_exiled_card" or "otherwise" in last:
        pass_on(eff, m, otherwise_the_exiled_card)
        return
    last["otherwise"] = _branch(eff, m.group(1))


# "If it was a creature card, ..." reads like board_life_conditions' "If [condition], ..." (registered
# earlier, which refuses a condition it doesn't know) and "Otherwise, ..." like other families' own: these
# two are tried first, and hand on any sentence that doesn't follow a graveyard exile
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())
EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())
