""" "Whenever a creature you control becomes blocked, it gets +3/+3 until end of turn for each creature
blocking it" (General Marhault Elsdragon): `{"count": "creatures_blocking_that_creature"}`, the creatures
blocking the object of the trigger event (the ability's "it", not its source) as the instruction is
followed (2007 413.2f; 2026 608.2h); 0 if that creature has left the battlefield since (a new object,
2007 217.1c; 2026 400.7)."""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("creatures_blocking_that_creature",)


def counted(game, ctx, amount: dict) -> int:
    from .effects.base import object_of, resolve_ref
    obj = object_of(game, resolve_ref(game, ctx, "it"))
    if obj is None or obj.zone != "in_play":
        return 0
    return sum(1 for o in game.in_play() if o.blocking == obj.id)
