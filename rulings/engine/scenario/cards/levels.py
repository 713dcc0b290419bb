"""Checking a leveler card's level symbols (2026 711.2; levelers.py): each a range of level
counters in increasing order, without overlap, with the base power and toughness it sets
(a creature's) and the abilities it gives."""
from __future__ import annotations

from ..fields import Checker
from ..vocabulary import BOUNDS

LEVEL_FIELDS = ("min", "max", "power", "toughness", "abilities", "text")


def levels(v: Checker, value, path: str, is_creature: bool) -> None:
    from .abilities import ability
    if not v.listof(value, path):
        return
    if not value:
        v.err(path, "must give at least one level symbol (711.2)")
    last_max = 0
    for i, entry in enumerate(value):
        at = f"{path}[{i}]"
        if not v.obj(entry, at, LEVEL_FIELDS, ("min",)):
            continue
        low, high = entry.get("min"), entry.get("max")
        if not (v.integer(low, f"{at}.min", 1, BOUNDS["counters"][1])
                and (high is None or v.integer(high, f"{at}.max", 1, BOUNDS["counters"][1]))):
            continue
        if high is not None and high < low:
            v.err(f"{at}.max", f"must be at least min ({low}): a level symbol N1-N2 (711.2a)")
        if low <= last_max:
            v.err(f"{at}.min", "must be above the range of the level symbol before it (711.2: one level applies at a time)")
        if last_max is None:
            v.err(at, 'follows a level symbol with no "max" ("N3+", 711.2b), which must be the last')
        last_max = high if high is not None else None
        for key in ("power", "toughness"):
            if key in entry:
                v.integer(entry[key], f"{at}.{key}", *BOUNDS["power_toughness"])
                if not is_creature:
                    v.err(f"{at}.{key}", "only a creature card's level symbol sets power and toughness (711.2)")
            elif is_creature:
                v.err(f"{at}.{key}", "is required for a creature's level symbol (711.2a-b: its power/toughness box)")
        if "text" in entry:
            v.string(entry["text"], f"{at}.text", nonempty=False)
        if "abilities" in entry and v.listof(entry["abilities"], f"{at}.abilities"):
            for j, ab in enumerate(entry["abilities"]):
                ability(v, ab, f"{at}.abilities[{j}]")


STATION_FIELDS = ("min", "power", "toughness", "abilities", "text")


def stations(v: Checker, value, path: str, is_creature: bool) -> None:
    """A station card's station symbols (2026 721.2): "N+" in increasing order, each with the
    abilities it gives and, on a card that isn't a creature already, the power and toughness of the
    creature it becomes (721.2b)."""
    from .abilities import ability
    if not v.listof(value, path):
        return
    if not value:
        v.err(path, "must give at least one station symbol (721.2)")
    last = 0
    for i, entry in enumerate(value):
        at = f"{path}[{i}]"
        if not v.obj(entry, at, STATION_FIELDS, ("min",)) or not v.integer(entry.get("min"), f"{at}.min", 1, BOUNDS["counters"][1]):
            continue
        if entry["min"] <= last:
            v.err(f"{at}.min", "must be above the station symbol before it (721.2)")
        last = entry["min"]
        if ("power" in entry) != ("toughness" in entry):
            v.err(f"{at}.{'toughness' if 'power' in entry else 'power'}", "goes with the other: a power/toughness box (721.2b)")
        for key in ("power", "toughness"):
            if key in entry:
                v.integer(entry[key], f"{at}.{key}", *BOUNDS["power_toughness"])
                if is_creature:
                    v.err(f"{at}.{key}", "only a card that isn't a creature becomes one by its station symbol (721.2b)")
        if "text" in entry:
            v.string(entry["text"], f"{at}.text", nonempty=False)
        if "abilities" in entry and v.listof(entry["abilities"], f"{at}.abilities"):
            for j, ab in enumerate(entry["abilities"]):
                ability(v, ab, f"{at}.abilities[{j}]")
