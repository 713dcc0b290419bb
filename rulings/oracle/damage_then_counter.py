""" "~ deals 1 damage to target creature. Put a -1/-1 counter on that creature." (Puncture Bolt):
"that creature" is the target the damage sentence before named; the counter is put on it as the
spell resolves whether or not the damage was dealt (2007: 413.2a; 2026: 608.2b, 122.1). Any other
"that creature" is passed on to the templates registered after this one."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template, pass_on
from .targets import is_creature


@effect_template(r"put (a|one) (-1/-1|\+1/\+1) counter on that creature")
def counter_on_the_damaged_target(eff, m):
    last = eff.steps[-1] if eff.steps else None
    target = eff.last_target
    if last is None or target is None or last.get("do") != "damage" or last.get("to") != target \
            or not eff.targets or not is_creature(eff.targets[-1]):
        return pass_on(eff, m, counter_on_the_damaged_target)
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": _amount(eff, m.group(1)), "to": target})
