""" "Search your library for a land card with a basic land type, reveal it, put it into your hand, then shuffle"
(Sprouting Goblin) and "... a land card with a basic land type, put it onto the battlefield tapped, then shuffle"
(Perilous Forays): the basic land types are Plains, Island, Swamp, Mountain and Forest (2007 212.6d; 2026
305.6), so the card is one with any of those subtypes (only lands have them): the engine's `search_library`
`for` `{"types": ["Land"], "any_of_subtypes": [the five]}`, as land_type_searches.py's "a Forest, Island, or
Mountain card"; a search for a stated quality that may find none (2026 701.23b), the card revealed (701.20a)
and the library shuffled (701.24a)."""
from __future__ import annotations

from .registry import effect_template

BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


@effect_template(r"(you may )?search your library for a land card with a basic land type, "
                 r"(?:(?P<hand>reveal it, put it into your hand)|put it onto the battlefield(?P<tapped> tapped)?), then shuffle")
def search_for_a_land_card_with_a_basic_land_type(eff, m):
    step = {"do": "search_library", "for": {"types": ["Land"], "any_of_subtypes": list(BASIC_LAND_TYPES)}}
    if m.group("hand"):
        step.update({"into": "hand", "reveal": True})
    else:
        step.update({"into": "in_play", **({"tapped": True} if m.group("tapped") else {})})
    shuffle = {"do": "shuffle_library"}
    if m.group(1):
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]
