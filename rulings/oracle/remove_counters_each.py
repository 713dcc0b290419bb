""" "At the beginning of your upkeep, remove a -1/-1 counter from each creature you control." (Heartmender): each
creature its controller controls as the instruction is followed (a for_each), each losing up to that many counters of
the kind (an instruction does what it can: 2007 103.3; 2026 101.3; rulings/engine/effects/remove_counters.py)."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .text import NUMBER


@effect_template(rf"remove ({NUMBER}) ([+-]1/[+-]1) counters? from each (other )?creature you control")
def remove_counters_from_each_creature_you_control(eff, m):
    from .registry import NotUnderstood
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or (n == 1) != m.group(0).split(" from ")[0].endswith("counter"):
        raise NotUnderstood(m.group(0))
    if m.group(3) and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    crit = {"you_control": True, **({"other": True} if m.group(3) else {})}
    eff.steps.append({"do": "for_each", "creatures": crit, "effect": [{"do": "remove_counters", "counter": m.group(2), "amount": n, "to": "it"}]})
