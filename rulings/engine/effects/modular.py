"""Modular's "put a +1/+1 counter on target artifact creature for each +1/+1
counter on this permanent" (2007: 502.35a; 2026: 702.43a): the counters it had as
it last existed on the battlefield (the engine's modular.py), inside the `may`
instruction of its controller's choice."""
from __future__ import annotations

from ..modular import counters_it_had, describe
from .base import effect, permanent, run


@effect("move_modular_counters", internal=True)
def move_modular_counters(game, st, ctx):
    target = permanent(game, ctx, {}, "to", "target:0")
    if target is None:
        return
    n = counters_it_had(game, ctx.source_id)
    describe(game, target, n)
    if n:
        run(game, [{"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "target:0"}], ctx)
