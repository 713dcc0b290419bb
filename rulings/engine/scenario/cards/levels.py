"""Checking the symbols of a leveler card (2026 711.2; levelers.py) and of a station card (721.2;
stations.py): each a number of counters (a leveler's a range of them), in increasing order, with the
abilities it gives and a power/toughness box: a leveler creature's base power and toughness, or the
creature a station card that isn't one becomes."""
from __future__ import annotations

from ..fields import Checker
from ..vocabulary import BOUNDS

LEVEL_FIELDS = ("min", "max", "power", "toughness", "abilities", "text")
STATION_FIELDS = ("min", "power", "toughness", "abilities", "text")


def levels(v: Checker, value, path: str, is_creature: bool) -> None:
    """One level symbol applies at a time: the ranges rise without overlap, only the last is "N3+"."""
    last_max = 0
    for at, entry in _symbols(v, value, path, "level symbol (711.2)", LEVEL_FIELDS, extra=("max",)):
        low, high = entry["min"], entry.get("max")
        if high is not None and high < low:
            v.err(f"{at}.max", f"must be at least min ({low}): a level symbol N1-N2 (711.2a)")
        if last_max is None:
            v.err(at, 'follows a level symbol with no "max" ("N3+", 711.2b), which must be the last')
        elif low <= last_max:
            v.err(f"{at}.min", "must be above the range of the level symbol before it (711.2: one level applies at a time)")
        last_max = high
        for key in ("power", "toughness"):
            if key in entry and not is_creature:
                v.err(f"{at}.{key}", "only a creature card's level symbol sets power and toughness (711.2)")
            elif key not in entry and is_creature:
                v.err(f"{at}.{key}", "is required for a creature's level symbol (711.2a-b: its power/toughness box)")


def stations(v: Checker, value, path: str, is_creature: bool) -> None:
    """Every station symbol reached applies: the numbers rise; a power/toughness box has both, on a
    card that isn't a creature already (721.2b)."""
    last = 0
    for at, entry in _symbols(v, value, path, "station symbol (721.2)", STATION_FIELDS):
        if entry["min"] <= last:
            v.err(f"{at}.min", "must be above the station symbol before it (721.2)")
        last = entry["min"]
        if ("power" in entry) != ("toughness" in entry):
            v.err(f"{at}.{'toughness' if 'power' in entry else 'power'}", "goes with the other: a power/toughness box (721.2b)")
        for key in ("power", "toughness"):
            if key in entry and is_creature:
                v.err(f"{at}.{key}", "only a card that isn't a creature becomes one by its station symbol (721.2b)")


def _symbols(v: Checker, value, path: str, what: str, fields: tuple, extra: tuple = ()):
    """(path, entry) of each symbol whose fields and numbers are well formed; its power and toughness,
    text and abilities checked here."""
    from .abilities import ability
    if not v.listof(value, path):
        return
    if not value:
        v.err(path, f"must give at least one {what}")
    for i, entry in enumerate(value):
        at = f"{path}[{i}]"
        if not v.obj(entry, at, fields, ("min",)) or not v.integer(entry.get("min"), f"{at}.min", 1, BOUNDS["counters"][1]) \
                or not all(entry.get(k) is None or v.integer(entry[k], f"{at}.{k}", 1, BOUNDS["counters"][1]) for k in extra):
            continue
        for key in ("power", "toughness"):
            if key in entry:
                v.integer(entry[key], f"{at}.{key}", *BOUNDS["power_toughness"])
        if "text" in entry:
            v.string(entry["text"], f"{at}.text", nonempty=False)
        if "abilities" in entry and v.listof(entry["abilities"], f"{at}.abilities"):
            for j, ab in enumerate(entry["abilities"]):
                ability(v, ab, f"{at}.abilities[{j}]")
        yield at, entry
