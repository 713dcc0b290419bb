""" "Put N +1/+1 counters on target creature" (122 in 2026)."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .targets import CREATURE_TARGETS, TARGET_RE, ref
from .text import NUMBER


@effect_template(rf"put ({NUMBER}) ([+-]1/[+-]1) counters? on ({TARGET_RE}|~)")
def put_counters(eff, m):
    kind = m.group(2)
    if kind not in ("+1/+1", "-1/-1"):
        from .registry import NotUnderstood
        raise NotUnderstood(kind)
    eff.steps.append({"do": "put_counters", "counter": kind, "amount": _amount(eff, m.group(1)),
                      "to": ref(eff, m.group(3), CREATURE_TARGETS + ("~",))})
