"""Fading's and vanishing's upkeep instructions (2007: 502.20a, 502.60a; 2026:
702.32a, 702.63a): a fade counter is removed, or the permanent sacrificed if none
can be; a time counter is removed, and removing the last one triggers vanishing's
"When the last time counter is removed from this permanent, sacrifice it"."""
from __future__ import annotations

from ..fading_vanishing import last_time_counter_removed, note_removed
from ..log import emit
from .base import effect, permanent, run


@effect("remove_fade_counter", internal=True)
def remove_fade_counter(game, st, ctx):
    obj = permanent(game, ctx, {}, "what", "self")
    if obj is None:
        return
    have = obj.counters.get("fade", 0)
    if have <= 0:
        emit(game, f"No fade counter can be removed from {ctx.source_name}, so it is sacrificed.",
             ("fading", "fading: if a fade counter can't be removed, the permanent is sacrificed"))
        run(game, [{"do": "sacrifice", "what": "self"}], ctx)
        return
    obj.counters = {**obj.counters, "fade": have - 1}
    game.characteristics_changed()
    note_removed(game, obj, "fade", have - 1, "fading")


@effect("remove_vanishing_counter", internal=True)
def remove_vanishing_counter(game, st, ctx):
    obj = permanent(game, ctx, {}, "what", "self")
    if obj is None or obj.counters.get("time", 0) <= 0:  # the intervening "if", checked again (410.9 / 603.4)
        emit(game, f"{ctx.source_name} has no time counter on it now, so the ability does nothing.",
             ("intervening_if", "the intervening \"if\" is checked again as the ability resolves, and it is false"))
        return
    left = obj.counters["time"] - 1
    obj.counters = {**obj.counters, "time": left}
    game.characteristics_changed()
    note_removed(game, obj, "time", left, "vanishing")
    if left == 0:
        last_time_counter_removed(game, obj)
