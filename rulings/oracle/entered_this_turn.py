"""Permanents that entered this turn, described without a target: "{T}: Put a +1/+1 counter on each
green creature that entered this turn." (Oran-Rief, the Vastwood), "... on each creature that entered
this turn" (Novijen, Heart of Progress), "... on each creature you control that entered this turn"
(Raucous Entertainer): each creature on the battlefield so described as the ability resolves (a
`for_each` over the target filter's words, `entered_this_turn`: rulings/engine/power_up.py keeps which
permanents entered this turn, as the objects they are now). The target filter's "target creature that
entered this turn" is read by targets.py, "Activate only if this land entered this turn" by
activation_limits.py, "as long as it entered this turn" by conditions.py."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .text import NUMBER

_COLORS = ("white", "blue", "black", "red", "green")


@effect_template(rf"put ({NUMBER}) \+1/\+1 counters? on each ((?:white|blue|black|red|green) )?creature( you control)? that entered this turn")
def put_counters_each_entered(eff, m):
    spec: dict = {"types": ["Creature"], "entered_this_turn": True}
    if m.group(2):
        spec["colors"] = [m.group(2).strip()]
    if m.group(3):
        spec["controller"] = "you"
    eff.steps.append({"do": "for_each", "permanents": spec,
                      "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": _amount(eff, m.group(1)), "to": "it"}]})
