""" "When this creature enters, put a +1/+1 counter on each of up to two other target creatures [you control]."
(Angelic Quartermaster, Felidar Savior, Basri's Acolyte): up to N targets, none of them the permanent whose
ability it is ("other"), none chosen twice (2007 409.1c; 2026 601.2c, 115.3), a counter on each one chosen
that is still legal as the ability resolves (2007 413.2a; 2026 608.2b). Only a permanent's ability with no
other target: on a spell, or beside another target, "other" would say other than that target.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import spec

_N = {"two": 2, "three": 3, "four": 4, "five": 5}


@effect_template(r"put an? ([+-]1/[+-]1) counter on each of up to (two|three|four|five) other target creatures( you control)?")
def counter_on_each_of_up_to_n_others(eff, m):
    n = _N[m.group(2).lower()]
    if eff.targets or eff.steps or not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    one = spec("another target creature" + (m.group(3) or ""))
    if not isinstance(one, dict) or not one.get("other"):
        raise NotUnderstood(m.group(0))
    eff.targets += [{**one, "up_to": True} for _ in range(n)]
    for i in range(n):
        eff.steps.append({"do": "put_counters", "counter": m.group(1), "amount": 1, "to": f"target:{i}"})
