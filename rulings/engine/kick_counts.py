""" "For each time it was kicked" in an ability of a permanent with multikicker (Lightkeeper of Emeria:
"When this creature enters, you gain 2 life for each time it was kicked"; Wolfbriar Elemental, Deathforge
Shaman): `{"count": "times_source_was_kicked", "times": N}`, the number of times the kicker cost was paid as
the permanent was cast (2026 702.33c-d), times N, read from the ability's source as it entered (its
abilities linked to the kicker, 2007 502.21b; 2026 702.33e), counted once as the instruction is followed
(2007 413.2f; 2026 608.2h). 0 if it wasn't kicked, entered without being cast, or is a new object since
(2007 217.1c; 2026 400.7). Under the 2007 rules, which have no multikicker, a kicker is paid at most once."""
from __future__ import annotations

from .kicker import times_kicked
from .log import emit

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("times_source_was_kicked",)


def counted(game, ctx, amount: dict) -> int:
    obj = game.objects.get(ctx.source_id)
    zcc = ctx.data.get("stack_source_zcc", ctx.data.get("source_zcc", obj.zcc if obj else None))
    n = times_kicked(game, ctx.source_id, zcc)
    times = amount.get("times", 1)
    emit(game, f"{ctx.source_name} was kicked {n} time{'s' if n != 1 else ''} as it was cast"
               + (f": {times} for each, {n * times}." if times != 1 else "."),
         ("kicked_abilities", "an ability linked to its kicker reads how many times it was kicked"),
         ("information_determined_once", "the number is counted once, as the instruction is followed"))
    return n * times
