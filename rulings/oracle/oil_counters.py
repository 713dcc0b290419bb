"""Oil counters put on a target or on the permanent a sentence before named: "Put two oil counters on
target artifact or creature you control" (Furnace Skullbomb), "Target creature gets +2/+2 until end of
turn. Put two oil counters on it." (Free from Flesh). An oil counter has no rules meaning of its own
(2026 122.1: it only interacts with the abilities that read it); the engine plays it as a plain counter
under both editions, as it does "enters with N oil counters" (enters_mechanics.py)."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import PERMANENT_TARGETS, TARGET_RE, ref
from .text import NUMBER, amount


@effect_template(rf"put ({NUMBER}) oil counters? on ({TARGET_RE}|it)")
def put_oil_counters(eff, m):
    n = amount(m.group(1))
    if not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": "oil", "amount": n, "to": ref(eff, m.group(2), PERMANENT_TARGETS)})
