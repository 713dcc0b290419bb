""" "Blight 2" (2026 701.68a; later than February 2007): put two -1/-1 counters on a creature you
control, chosen as the instruction is followed (rulings/engine/blight.py); "you may blight 1. If you
do, ..." is read by the optional instructions with it (a player who controls no creature can't
choose it, 701.68b)."""
from __future__ import annotations

from .registry import effect_template
from .text import NUMBER, amount


@effect_template(rf"blight ({NUMBER})")
def blight(eff, m):
    n = amount(m.group(1))
    if n == "X":
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "blight", "amount": n})


@effect_template(rf"you may (blight ({NUMBER}))")
def may_blight(eff, m):
    """ "You may blight 1. If you do, ...": a choice made as the effect is applied (2026 608.2d), not
    offered to a player who controls no creature (701.68b)."""
    from .optional import _may
    n = amount(m.group(2))
    if n == "X":
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1), effect=[{"do": "blight", "amount": n}])
