"""Renown's designation (2026: 702.112b) and rampage's bonus (2007: 502.12a-b; 2026: 702.23a-b): "+N/+N until end of turn for
each creature blocking it beyond the first", counted once, as the triggered ability
resolves; blockers added or removed later don't change it."""
from __future__ import annotations

from ..log import emit
from ..multiple_blocks import is_blocking
from ..targets import display
from .base import effect, permanent
from .characteristics import _add_effect


@effect("become_renowned", internal=True)
def become_renowned(game, st, ctx):
    """702.112b: renown's "it becomes renowned"; the designation lasts until it leaves the battlefield."""
    from ..state import Effect
    obj = permanent(game, ctx, st, "to", "self")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), "renowned", obj.id, obj.zcc, (), None, ctx.source_name),)
    emit(game, f"{display(game, obj)} becomes renowned.", ("renowned", "renowned is a designation it keeps until it leaves the battlefield"))


@effect("rampage_bonus", fields=("count",), internal=True)
def rampage_bonus(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "self")
    if obj is None:
        return
    blockers = sum(1 for o in game.in_play() if is_blocking(o, obj.id))
    n = st.get("count", 1) * max(0, blockers - 1)
    reason = ("rampage_counted_on_resolution", f"{blockers} creature{'s' if blockers != 1 else ''} block{'s' if blockers == 1 else ''} it now: "
              f"+{n}/+{n}, counted once as the ability resolves")
    if n == 0:
        emit(game, f"{display(game, obj)} gets no bonus: no creature blocks it beyond the first.", reason)
        return
    _add_effect(game, "pump", obj, (("power", n), ("toughness", n)), "end_of_turn", ctx)
    emit(game, f"{display(game, obj)} gets +{n}/+{n} until end of turn.", reason)
