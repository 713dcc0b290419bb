"""A static ability's power/toughness modification multiplied by a count: "Enchanted creature
gets +1/+1 for each Forest you control" (Blanchwood Armor), "Enchanted creature gets -X/-0, where
X is the number of cards in your graveyard" (Spontaneous Mutation), "~ gets +1/+1 for each
basic land type among lands you control" (domain).

The static's `for_each` is then a count object of characteristic_defining.KINDS
(`{"count": "permanents", "filter": {"subtypes": ["Forest"], "controller": "you"}}`),
read for the controller of the ability's source ("you"), every time the creature's power and
toughness are read: a static ability's effect isn't "locked in" (2007 418.4a; 2026 611.3a), and
it modifies power and toughness without setting them (2007 418.5a sublayer 6d, after counters;
2026 613.4c layer 7c, with counters, in timestamp order). The
count reads types through layers 1-5 only (continuous.types_now), so it never loops on power and
toughness. `plus` is not used here (the modification has no printed base); `"other": true` (a
count of permanents) leaves out the source itself: "~ gets +1/+1 for each other Rat you control".
"""
from __future__ import annotations

from . import characteristic_defining


def problems(spec: dict) -> list[tuple[str, str]]:
    """What is wrong with a static's count object, as (field, message) pairs."""
    if spec.get("count") not in characteristic_defining.KINDS:
        kinds = ", ".join(f'"{k}"' for k in characteristic_defining.KINDS)
        field, message = "count", f"must be one of {kinds}"
        return [(field, message)]
    if set(spec) - {"count", "filter", "other"}:
        return [("", 'a static\'s count has only "count", "filter" and "other"')]
    if "other" in spec and (spec["other"] is not True or spec["count"] != "permanents"):
        field, message = "other", 'is only true, in a count of "permanents" ("for each other Rat you control": not the source)'
        return [(field, message)]
    return characteristic_defining.problems({k: v for k, v in spec.items() if k != "other"})


def counted(game, source, spec: dict) -> int:
    """The number the count says now, for `source`'s controller."""
    n = characteristic_defining.amount(game, source, spec)
    if spec.get("other") and source in game.in_play():  # "other": the source isn't one of those it counts
        from .continuous import types_now
        c, flt = types_now(game, source), spec.get("filter", {})
        if characteristic_defining._whose(game, flt.get("controller"), source.controller, source.controller) \
                and characteristic_defining._matches(flt, c.types, c.subtypes, c.colors):
            n -= 1
    return n
