"""A card named by its name alone: the engine's own cards first, then a card
lookup given by the caller (the card library's compiled Oracle text through
the Django service layer, or a compiled cards file for the CLI). The engine
itself knows nothing of where the lookup reads from.

`card_by_name` is what any scenario format uses to find a card; `resolve_names`
gives a format 1 scenario with every name the engine's cards don't know
replaced by the looked-up definition, so the rest of the loader and the engine
see an inline card (checked like any other).
"""
from __future__ import annotations

import copy
from typing import Callable, Optional

from ..cards import CARD_LIBRARY

CardLookup = Callable[[str], Optional[dict]]


def card_by_name(name: str, lookup: CardLookup | None = None) -> dict | None:
    if name in CARD_LIBRARY:
        return CARD_LIBRARY[name]
    if lookup is None:
        return None
    found = lookup(name)
    return found if isinstance(found, dict) else None


def resolve_names(data, lookup: CardLookup | None):
    """`data` with each object's card name that only `lookup` knows replaced by
    a copy of its definition (unknown names are left for the loader to refuse)."""
    if lookup is None or not isinstance(data, dict) or not isinstance(data.get("objects"), list):
        return data
    objects = []
    changed = False
    for o in data["objects"]:
        c = o.get("card") if isinstance(o, dict) else None
        if isinstance(c, str) and c not in CARD_LIBRARY:
            found = card_by_name(c, lookup)
            if found is not None:
                o = {**o, "card": copy.deepcopy(found)}
                changed = True
        objects.append(o)
    return {**data, "objects": objects} if changed else data
