"""Triggers on Allies entering (Battle for Zendikar's rally and its kin): "Whenever this creature
or another Ally you control enters" (`who: "self_or_another_ally_you_control"`) and "Whenever
another Ally you control enters" (`who: "another_ally_you_control"`). Ally is a creature type
(2007 205.3m, 2026 205.3m); "another Ally you control" is a permanent with that subtype under the
trigger's source's controller, other than the source; "this creature" triggers whatever its types.
Only the comes-into-play event reads them (the loader refuses them elsewhere)."""
from __future__ import annotations

WHO = ("self_or_another_ally_you_control", "another_ally_you_control")


def matches(who: str, source, obj, controller: int, c) -> bool:
    """Whether `obj` entering (controlled by `controller`, characteristics `c`) triggers `source`'s ability."""
    if obj.id == source.id:
        return who == "self_or_another_ally_you_control"
    return controller == source.controller and "Ally" in c.subtypes
