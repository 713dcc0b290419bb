""" "Remove a +1/+1 counter from it" (Clockwork Condor: "Whenever this creature attacks or
blocks, remove a +1/+1 counter from it at end of combat"): as many as it has, up to the number
said (an instruction does what it can, 2007 103.3 / 2026 101.3: with none there, nothing). The
counters it loses stop modifying its power and toughness (layer 7c in 2026, 6c in 2007)."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import amount_of, effect, permanent

COUNTERS = ("+1/+1", "-1/-1")


@effect("remove_counters", fields=("counter", "amount", "to"))
def remove_counters(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    kind = st.get("counter", "+1/+1")
    wanted = amount_of(game, ctx, st.get("amount", 1))
    n = min(wanted, obj.counters.get(kind, 0))
    if n <= 0:
        emit(game, f"{display(game, obj)} has no {kind} counter to remove.")
        return
    left = obj.counters.get(kind, 0) - n
    obj.counters = {k: v for k, v in {**obj.counters, kind: left}.items() if v}
    game.characteristics_changed()
    emit(game, f"{n} {kind} counter{'s' if n != 1 else ''} {'is' if n == 1 else 'are'} removed from {display(game, obj)}.",
         *([("counters_pt", "counters modify power and toughness in their own sublayer")] if kind in COUNTERS else []))  # a depletion counter: none
