""" "It gets +1/+1 until end of turn for each creature blocking it" (and "... beyond
the first"): the number of creatures blocking it is counted once, as the effect is
applied (2007: 413.2f; 2026: 608.2h), and the bonus lasts until end of turn;
blockers added or removed later don't change it (as rampage's, 502.12b / 702.23b)."""
from __future__ import annotations

from .effects.base import effect, permanent
from .effects.characteristics import _add_effect
from .log import emit
from .multiple_blocks import is_blocking
from .targets import display


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


@effect("pump_for_each_blocker", fields=("power", "toughness", "beyond_first", "to"))
def pump_for_each_blocker(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "self")
    if obj is None:
        return
    blockers = sum(1 for o in game.in_play() if is_blocking(o, obj.id))
    times = max(0, blockers - 1) if st.get("beyond_first") else blockers
    p, t = st.get("power", 0) * times, st.get("toughness", 0) * times
    counted = (f"{blockers} creature{'s' if blockers != 1 else ''} block{'s' if blockers == 1 else ''} it now"
               + (", counted beyond the first" if st.get("beyond_first") else ""))
    reason = ("information_determined_once", f"{counted}: the number is determined once, as the effect is applied")
    if times == 0:
        emit(game, f"{display(game, obj)} gets no bonus ({counted}).", reason)
        return
    _add_effect(game, "pump", obj, (("power", p), ("toughness", t)), "end_of_turn", ctx)
    emit(game, f"{display(game, obj)} gets {_signed(p)}/{_signed(t)} until end of turn.", reason)
