"""What "[This land] enters tapped unless you control ..." checks, as the land
enters (2007 419.1c; 2026 614.1d: "[This permanent] enters ..." is a
replacement effect, applied as it enters). The land itself is not yet in play
as it is checked, so it never counts for itself.

`unless` names one condition: `you_control_subtype` (a list: "a Plains or an
Island"), `basic_lands_at_least`, `other_lands_at_least` or
`other_lands_at_most` (a number of lands its controller controls)."""
from __future__ import annotations

from .continuous import characteristics

UNLESS_KEYS = ("you_control_subtype", "basic_lands_at_least", "other_lands_at_least", "other_lands_at_most")


def _lands(game, obj) -> list:
    return [c for c in (characteristics(game, o) for o in game.in_play(obj.controller) if o is not obj) if "Land" in c.types]


def unless_met(game, obj, unless: dict) -> tuple[bool, str]:
    """Whether the condition holds as `obj` enters, and what was counted (for the log)."""
    lands = _lands(game, obj)
    if "you_control_subtype" in unless:
        wanted = unless["you_control_subtype"]
        found = [o for o in game.in_play(obj.controller) if o is not obj and set(characteristics(game, o).subtypes) & set(wanted)]
        return bool(found), f"{'controls' if found else 'controls no'} {' or '.join(wanted)}"
    if "basic_lands_at_least" in unless:
        n = sum(1 for c in lands if "Basic" in c.supertypes)
        return n >= unless["basic_lands_at_least"], f"controls {n} basic land{'s' * (n != 1)}"
    n = len(lands)
    said = f"controls {n} other land{'s' * (n != 1)}"
    if "other_lands_at_least" in unless:
        return n >= unless["other_lands_at_least"], said
    return n <= unless["other_lands_at_most"], said
