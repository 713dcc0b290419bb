"""A search for a card with one of several basic land types, revealed and put into the hand: "When this
artifact enters, search your library for a basic Forest, Island, or Mountain card, reveal it, put it into
your hand, then shuffle." (Temur Monument). library_more.py reads the same quality put onto the
battlefield ("... a basic Forest, Plains, or Island card, put it onto the battlefield tapped, then
shuffle", Bant Panorama): the engine's `search_library` `for` `any_of_subtypes` (with `supertypes`
["Basic"] when "basic" is said), a search for a stated quality that may find none (2026 701.23b; 2007:
the glossary's "Search"), the card revealed (701.20a) and the library shuffled (701.24a)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template

_LAND_TYPE = r"(?:Plains|Island|Swamp|Mountain|Forest)"


@effect_template(rf"(you may )?search your library for an? (basic )?((?-i:{_LAND_TYPE}(?:, {_LAND_TYPE})*,? or {_LAND_TYPE})) card, "
                 r"reveal (?:it|that card), put (?:it|that card) into your hand, then shuffle")
def search_for_one_of_land_types_into_hand(eff, m):
    kinds = [k for k in re.split(r",? or |, ", m.group(3)) if k]
    if len(kinds) < 2 or len(set(kinds)) != len(kinds) or (len(kinds) == 2) != (", " not in m.group(3)) \
            or (len(kinds) > 2 and ", or " not in m.group(3)):
        raise NotUnderstood(m.group(0))
    article = m.group(0).split(" for ", 1)[1].split(" ", 1)[0].lower()
    if article != ("a" if m.group(2) or kinds[0] != "Island" else "an"):
        raise NotUnderstood(m.group(0))
    wanted: dict = {"any_of_subtypes": kinds}
    if m.group(2):
        wanted = {"supertypes": ["Basic"], **wanted}
    step = {"do": "search_library", "for": wanted, "into": "hand", "reveal": True}
    shuffle = {"do": "shuffle_library"}
    if m.group(1):
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]
