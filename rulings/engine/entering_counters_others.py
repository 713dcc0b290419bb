""" "Each other Rogue creature you control enters with an additional +1/+1 counter on it." (Oona's Blackguard), "Each
other non-Human creature you control ..." (Grumgully, the Generous), "Each Dragon you control ..." (Dragonstorm Globe):
a static replacement effect of one permanent that modifies how another enters (2007 419.1b; 2026 614.1c), a
`comes_into_play` replacement with `"instead": "plus_counters"`, `"counters"` (how many +1/+1 counters more),
`"whose": "yours"` and optionally `"subtypes"` (any of them) or `"not_subtypes"` (none of them). Whether the entering
permanent is such a creature is read from its characteristics as it would exist on the battlefield (2026 614.12). A
permanent's own such ability never applies to itself here (replacement.py skips it): only "other" wordings, or those of
a noncreature source, are read so."""
from __future__ import annotations

#: the replacement's keys this module reads, beside "event", "instead", "whose", "what"
KEYS = ("counters", "subtypes", "not_subtypes")


def plus_counters(game, obj, perm, rep: dict, name: str) -> list:
    """The notes of the additional counters `perm`'s replacement puts on `obj` as it enters (none if it doesn't apply)."""
    from .continuous import characteristics
    from .targets import display
    if rep.get("whose") == "yours" and obj.controller != perm.controller:
        return []
    c = characteristics(game, obj)  # "what": "creatures" or "permanents" ("Each Dragon you control"): replacement.py reads it
    if rep.get("subtypes") and not any(s in c.subtypes for s in rep["subtypes"]):
        return []
    if any(s in c.subtypes for s in rep.get("not_subtypes", ())):
        return []
    n = rep.get("counters", 1)
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + n}
    game.characteristics_changed()
    return [(f"{name} {game.words.comes_into_play} with {n} additional +1/+1 counter{'s' if n != 1 else ''} on it ({display(game, perm)}).",
             ("comes_into_play_with", f"{display(game, perm)}'s effect: it {game.words.comes_into_play} with additional counters"),
             ("counter_placed", "a counter is a marker put on an object"))]
