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
    if m.group(3) not in CREATURE_TARGETS + ("~",):
        from .registry import pass_on
        return pass_on(eff, m, put_counters)  # "on target Merfolk you control": counters_placed.py's, creature or not
    eff.steps.append({"do": "put_counters", "counter": kind, "amount": _amount(eff, m.group(1)),
                      "to": ref(eff, m.group(3), CREATURE_TARGETS + ("~",))})


@effect_template(rf"put ({NUMBER}) \+1/\+1 counters? on each creature you control")
def put_counters_each_yours(eff, m):
    """ "Put a +1/+1 counter on each creature you control": each creature its controller controls as it resolves."""
    eff.steps.append({"do": "for_each", "creatures": {"you_control": True},
                      "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": _amount(eff, m.group(1)), "to": "it"}]})
