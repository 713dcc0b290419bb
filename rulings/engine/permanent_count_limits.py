""" "Activate only if you control four or more snow permanents." (Heidar, Rimewind Master; Rimewind Taskmage) and
"Activate only if you control two or more green permanents." (Sapseep Forest, Leechridden Swamp): an
activation restriction (2007 403.2-403.3; 2026 602.5b) counting the permanents its player controls that are snow,
or of a color, as the ability is activated: the `only_while` keys of KEYS (activation_limits.ONLY_WHILE), each an
integer, the least count. A permanent's colors and supertypes are its characteristics as they are now."""
from __future__ import annotations

from .continuous import characteristics

COLORS = ("white", "blue", "black", "red", "green")
#: the only_while key and the kind of its value (activation_limits.ONLY_WHILE)
KEYS = {"snow_permanents_you_control_at_least": "integer", **{f"{c}_permanents_you_control_at_least": "integer" for c in COLORS}}


def _kind(key: str) -> str:
    return key[: -len("_permanents_you_control_at_least")]


def holds(game, player_index: int, cond: dict) -> bool:
    """Whether every KEYS condition of `cond` holds for the player (the others are activation_limits')."""
    for key in set(cond) & set(KEYS):
        kind = _kind(key)
        found = 0
        for o in game.in_play(player_index):
            c = characteristics(game, o)
            found += ("Snow" in (c.supertypes or ())) if kind == "snow" else (kind in (c.colors or ()))
        if found < int(cond[key]):
            return False
    return True


def words(cond: dict) -> str | None:
    """ "its player controls 4 or more snow permanents", or None if `cond` has no KEYS condition."""
    for key in set(cond) & set(KEYS):
        return f"its player controls {cond[key]} or more {_kind(key)} permanents"
    return None
