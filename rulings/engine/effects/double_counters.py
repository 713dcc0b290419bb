""" "Double the number of +1/+1 counters on this creature / on each creature you control" (Solarion,
Kalonian Hydra): the permanent is given as many of those counters as it already has as the
instruction is followed (2026 701.10e), a permanent with none getting none. The February 2007
rules have no rule for doubling: the card's own words are followed (the same counters put) and
the log says so. The counters are put on it as any others are (effects/characteristics.py's
put_counters: they modify power and toughness in their own layer)."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import effect, permanent, run


@effect("double_counters", fields=("counter", "to"))
def double_counters(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "self")
    if obj is None:
        return
    kind = st.get("counter", "+1/+1")
    n = obj.counters.get(kind, 0)
    if game.rules.applies("double_counters"):
        emit(game, f"The number of {kind} counters on {display(game, obj)} ({n}) is doubled: it is given {n} more.",
             ("double_counters", "doubling the counters gives the permanent as many as it already has"))
    else:
        emit(game, f"The number of {kind} counters on {display(game, obj)} ({n}) is doubled: {n} more, as the card says "
                   "(the February 2007 rules have no rule for doubling).")
    if n:
        run(game, [{"do": "put_counters", "counter": kind, "amount": n, "to": st.get("to", "self")}], ctx)
