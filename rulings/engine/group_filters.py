"""The filters of a static ability's "[described] creatures you control get +1/+1 / have flying" that the
older filters (continuous.creature_filter_matches) don't say: "Multicolored creatures you control have
haste" (two or more colors, read after color-changing effects: 2007 203.2b, 418.5a; 2026 105.2b, 613.1e),
"Other tapped creatures you control have indestructible" / "Nontoken creatures you control get +1/+1"
(whether it is tapped, a token, now), "Skeletons, Vampires, and Zombies you control get +1/+1" (any of
those creature types, read after type-changing effects), and "Equipped / Enchanted creatures you control
get +1/+1" (an Equipment / an Aura attached to it now: 2007 212.2j, 212.4h; 2026 301.5a, 303.4b).
rulings/oracle/group_anthems.py writes them."""
from __future__ import annotations

#: the filter keys this module reads
KEYS = ("multicolored", "tapped", "nontoken", "subtypes_any", "equipped", "enchanted")


def matches(flt: dict, c, obj) -> bool:
    """Whether the creature `obj` (its characteristics now `c`) is one `flt` describes, for the keys
    that don't need the game: colors, tapped, token, creature types."""
    if flt.get("multicolored") and len(set(c.colors)) < 2:
        return False
    if flt.get("tapped") and not obj.tapped:
        return False
    if flt.get("nontoken") and getattr(obj, "token", False):
        return False
    if "subtypes_any" in flt and not set(flt["subtypes_any"]) & set(c.subtypes):
        return False
    return True


def attached_ok(game, obj, flt: dict) -> bool:
    """ "Equipped creatures" / "Enchanted creatures": an Equipment / an Aura attached to `obj` now."""
    from .continuous import types_now
    for key, subtype in (("equipped", "Equipment"), ("enchanted", "Aura")):
        if flt.get(key) and not any(o.attached_to == obj.id and o.attached_zcc == obj.zcc and o is not obj
                                    and subtype in types_now(game, o).subtypes for o in game.in_play()):
            return False
    return True


def problems(v, flt: dict, path: str) -> None:
    """The loader's checks of these keys (scenario/cards/abilities.py): each true, or a list of two or more
    creature types; not with what contradicts it."""
    for k in KEYS:
        if k in flt and k != "subtypes_any" and flt[k] is not True:
            v.err(f"{path}.{k}", "must be true")
    if "subtypes_any" in flt:
        kinds = flt["subtypes_any"]
        if not isinstance(kinds, list) or len(kinds) < 2 or not all(isinstance(k, str) and k for k in kinds) \
                or len(set(kinds)) != len(kinds):
            v.err(f"{path}.subtypes_any", "a list of two or more different creature types")
        elif "subtype" in flt:
            v.err(f"{path}.subtypes_any", 'goes without "subtype"')
    if flt.get("tapped") and flt.get("untapped"):
        v.err(f"{path}.tapped", 'goes without "untapped"')
    if flt.get("nontoken") and flt.get("token"):
        v.err(f"{path}.nontoken", 'goes without "token"')
    if flt.get("multicolored") and ("color" in flt or flt.get("colorless")):
        v.err(f"{path}.multicolored", 'goes without "color" and "colorless"')
