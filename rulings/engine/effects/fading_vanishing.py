"""Fading's and vanishing's upkeep instructions (2007: 502.20a, 502.60a; 2026:
702.32a, 702.63a): a fade counter is removed, or the permanent sacrificed if none
can be; a time counter is removed, and removing the last one triggers vanishing's
"When the last time counter is removed from this permanent, sacrifice it"; and
graft's move of a +1/+1 counter (502.54a / 702.58a): the counter keywords' own
instructions."""
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
    obj.counters = {k: v for k, v in {**obj.counters, "fade": have - 1}.items() if v}  # the last one removed: no entry
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


@effect("move_graft_counter", internal=True)
def move_graft_counter(game, st, ctx):
    """Graft's move (502.54a / 702.58a): a +1/+1 counter from the permanent onto the creature that
    entered, if both are still on the battlefield and the permanent still has one."""
    from ..targets import display
    source = permanent(game, ctx, {}, "what", "self")
    to = permanent(game, ctx, {}, "to", "it")
    if source is None or to is None or source.counters.get("+1/+1", 0) <= 0:
        emit(game, f"The +1/+1 counter can't be moved: {ctx.source_name} or the creature that entered has left the battlefield, "
                   "or there is no +1/+1 counter left.")
        return
    source.counters = {k: v for k, v in {**source.counters, "+1/+1": source.counters["+1/+1"] - 1}.items() if v}
    to.counters = {**to.counters, "+1/+1": to.counters.get("+1/+1", 0) + 1}
    game.characteristics_changed()
    emit(game, f"A +1/+1 counter is moved from {display(game, source)} onto {display(game, to)}.",
         ("graft", "graft: a +1/+1 counter moves from the permanent onto the creature that entered"))
