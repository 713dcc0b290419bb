"""Static abilities that set the land type of lands in general: "Nonbasic lands are Mountains." (Blood Moon,
Magus of the Moon), "All Mountains are Plains." (Conversion, Glaciers). A type-changing effect (2007 418.5a
layer 4; 2026 613.1d) that sets a land's subtype to a basic land type: the land loses its old land types and
the abilities of its rules text and has the new type's mana ability (2007 212.6e; 2026 305.7), as
`effects/type_changes.set_land_type` does for "Target land becomes an Island".

The card's static ability is `{"kind": "static", "affects": "lands", "filter": {"nonbasic": true} |
{"subtype": "Mountain"}, "is": {"land_type": "Plains"}}`. An effect that reads a land's subtype depends on
one that changes it (2007 418.5c; 2026 613.8a: applying the other changes what it applies to), so "All Mountains are
Plains" applies after every other type-changing effect, whatever the timestamps; "nonbasic" reads a
supertype, which none of these change, so Blood Moon depends on nothing here (2007 418.5c-d has the same
dependency rule): with both, a nonbasic land is a Plains."""
from __future__ import annotations

#: what a lands filter may say
FILTER_KEYS = ("nonbasic", "subtype")


def describes(c, flt: dict) -> bool:
    """Whether the land's characteristics now (as layer 4 applies) are what the filter says."""
    if "Land" not in c.types:
        return False
    if flt.get("nonbasic") and "Basic" in c.supertypes:
        return False
    return "subtype" not in flt or flt["subtype"] in c.subtypes


def _reads_subtype(mod) -> bool:
    _ts, kind, _e, which = mod
    return kind == "set_characteristic" and which is not None and which[1].get("lands") and "subtype" in which[1]


def in_dependency_order(mods: list) -> list:
    """The layer 4 modifications, those that read a land's subtype last (each group in timestamp order)."""
    return [m for m in mods if not _reads_subtype(m)] + [m for m in mods if _reads_subtype(m)]


def problems(ab: dict) -> list[tuple[str, str]]:
    """What is wrong with a static ability affecting "lands", as (field, message) pairs."""
    from .effects.type_changes import BASIC_LAND_MANA
    out = []
    flt = ab.get("filter")
    if not isinstance(flt, dict) or len(flt) != 1 or set(flt) - set(FILTER_KEYS):
        out.append(("filter", 'is {"nonbasic": true} or {"subtype": a basic land type}'))
    elif "nonbasic" in flt and flt["nonbasic"] is not True:
        out.append(("filter.nonbasic", "must be true"))
    elif "subtype" in flt and flt["subtype"] not in BASIC_LAND_MANA:
        out.append(("filter.subtype", "is a basic land type: " + ", ".join(BASIC_LAND_MANA)))
    if not isinstance(ab.get("is"), dict) or set(ab["is"]) != {"land_type"}:
        out.append(("is", 'is {"land_type": a basic land type}: what the lands are'))
    elif ab["is"]["land_type"] not in BASIC_LAND_MANA:
        out.append(("is.land_type", "is a basic land type: " + ", ".join(BASIC_LAND_MANA)))
    extra = set(ab) - {"kind", "affects", "filter", "is", "text"}
    if extra:
        out.append((sorted(extra)[0], 'a static ability affecting "lands" has only "filter", "is" and "text"'))
    return out
