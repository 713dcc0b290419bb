""" "Creatures your opponents control lose flying and can't have or gain flying." (Archetype of Imagination): a
static ability (`"affects": "creatures"`, with its `filter`) with `"cant_have": ["flying"]`: each creature it
describes has no instance of the keyword, whenever and however it would have it: printed, or granted by an
effect with an earlier or a later timestamp (2026 613.1f applies the rules' "can't have" after every effect of
that layer that would add it: the 2014 Theros rulings on the Archetypes; the February 2007 rules have no card
saying it, and the effect is applied the same way). rulings/oracle/group_anthems.py writes it."""
from __future__ import annotations


def strip(c, obj, mods, applies) -> None:
    """After layer 5's (2026 layer 6's) abilities are gained and lost in timestamp order: remove every instance
    of each keyword a "can't have" static that applies to `obj` names."""
    for _ts, kind, e, which in mods:
        if kind == "cant_have_ability" and applies(c, obj, which):
            kw = e["keyword"]
            c.abilities = [a for a in c.abilities if not (a.get("kind") == "keyword" and a.get("keyword") == kw)]


def problems(ab: dict, keywords) -> list[tuple[str, str]]:
    """The loader's checks of `cant_have` (scenario/cards/abilities.py)."""
    field = "cant_have"
    if field not in ab:
        return []
    out = []
    if ab.get("affects") != "creatures":
        out.append((field, 'is only for "affects": "creatures"'))
    kws = ab[field]
    if not isinstance(kws, list) or not kws or len(set(map(str, kws))) != len(kws):
        out.append((field, "a non-empty list of different keywords"))
    else:
        out += [(f"{field}[{i}]", f"unknown keyword {kw!r}") for i, kw in enumerate(kws) if kw not in keywords or kw == "protection"]
    return out
