"""Counts of the creatures of a creature type that died this turn, which the Zubera's dies triggers say:
"you gain 2 life for each Zubera that died this turn" (Silent-Chant Zubera), "draw a card for each
Zubera that died this turn" (Floating-Dream Zubera), "target opponent discards a card for each Zubera
that died this turn" (Ashen-Skin Zubera), "create a 1/1 colorless Spirit creature token for each Zubera
that died this turn" (Dripping-Tongue Zubera), "it deals damage to any target equal to the number of
Zubera that died this turn" (Ember-Fist Zubera); and "the number of creatures that died this turn".

Each creature, any player's, put into a graveyard from the battlefield this turn (2026 700.4 "dies";
2007 "put into a graveyard from play", the words these cards had then), of that type as it last
existed on the battlefield, the one whose ability it is among them (its ability resolves after it
died), counted once as the instruction is followed (2007 413.2f; 2026 608.2h):
rulings/engine/died_subtypes.py. The instructions themselves are the other templates' ("for each" and
"equal to the number of" grammar: mass.py, amounts.py, counts_more.py); this module only says the count.
Anything else that "died this turn" ("nontoken creature you controlled that died this turn") stays
text only."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from . import counts_more
from .registry import NotUnderstood

#: the creature types whose plural is their name, as "the number of Zubera" says it (no other card counts
#: a creature type that died this turn with "the number of")
_SAME_PLURAL = ("Zubera",)

#: "2 life for each Zubera that died this turn": the count takes `times` (counts_more.times_of)
counts_more._TIMES += ("subtype_died_this_turn",)


def died_count(eff, what: str, plural: bool) -> dict:
    """The count of "[for each] T that died this turn" (singular) or "[the number of] Ts that died this
    turn" (plural), T a creature type, or "creatures" in the plural; NotUnderstood for anything else."""
    what = " ".join(what.split())
    m = re.fullmatch(r"([A-Z][a-z]+|creatures) that died this turn", what)
    if m is None:
        raise NotUnderstood(what)
    kind = m.group(1)
    if kind == "creatures":
        if not plural:
            raise NotUnderstood(what)
        return {"count": "creatures_died_this_turn"}
    if kind not in CREATURE_TYPES or (plural and kind not in _SAME_PLURAL):
        raise NotUnderstood(what)
    return {"count": "subtype_died_this_turn", "filter": {"subtypes": [kind]}}
