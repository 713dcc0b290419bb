""""Becomes tapped" triggers on a described permanent, not the source: "Whenever a Forest an opponent
controls becomes tapped, you gain 1 life." (Lifetap), "Whenever a Merfolk you control becomes tapped,
you may gain 1 life." (Judge of Currents), "Whenever a creature an opponent controls becomes tapped, put
a +1/+1 counter on this creature." (Gideon's Avenger): the trigger `{"event": "becomes_tapped", "who":
"described", "described": {target filter's fields}}`.

It triggers each time a permanent the filter describes (read as it becomes tapped, its controller then,
"an opponent" / "you" from the source's controller) goes from untapped to tapped, whatever tapped it: a
cost ({T}, tapping for mana), an attack, a spell or ability (2026 603.2e: a "becomes tapped" ability
triggers only when the permanent becomes tapped, not when it enters tapped; 2007: the glossary's
"Becomes"). No target: protection and shroud don't matter (the filter is read without one)."""
from __future__ import annotations

from . import target_filter

WHO = ("described",)


def matches(game, trig: dict, source, obj) -> bool:
    """Whether `obj` becoming tapped triggers `source`'s ability `trig`."""
    spec = trig.get("described")
    if obj is None or obj.zone != "in_play" or not isinstance(spec, dict):
        return False
    return target_filter.why_not(game, spec, obj, obj.id, None, source.id, source.controller) is None
