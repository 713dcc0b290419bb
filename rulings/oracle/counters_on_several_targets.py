""" "Put two +1/+1 counters on target creature and two +1/+1 counters on another target creature." (Stand Together),
"Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a
third target creature." (Incremental Growth; Incremental Blight with -1/-1 counters): two or three different target
creatures (2007 415.3 / 2026 115.3: the same object can't be chosen for two instances of "target" of one object when
the text says "another" / "a third": the engine's `not_an_earlier_target`), each with its own number of counters."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template
from .text import NUMBER

_PUT = rf"({NUMBER}) ([+-]1/[+-]1) counters?"
_ANOTHER = {"types": ["Creature"], "not_an_earlier_target": True}


def _counters(eff, pairs, text: str) -> None:
    kinds = {kind for _n, kind in pairs}
    if len(kinds) != 1:
        raise NotUnderstood(text)
    for i, (n, kind) in enumerate(pairs):
        if (n.lower() in ("a", "an", "one")) != (f"{n} {kind} counter on" in text):
            raise NotUnderstood(text)
        ref = eff.target("creature" if i == 0 else dict(_ANOTHER))
        eff.steps.append({"do": "put_counters", "counter": kind, "amount": _amount(eff, n), "to": ref})


@effect_template(rf"put {_PUT} on target creature and {_PUT} on another target creature")
def put_counters_on_two_targets(eff, m):
    if eff.targets:
        raise NotUnderstood(m.group(0))
    _counters(eff, [(m.group(1), m.group(2)), (m.group(3), m.group(4))], m.group(0))


@effect_template(rf"put {_PUT} on target creature, {_PUT} on another target creature, and {_PUT} on a third target creature")
def put_counters_on_three_targets(eff, m):
    if eff.targets:
        raise NotUnderstood(m.group(0))
    _counters(eff, [(m.group(1), m.group(2)), (m.group(3), m.group(4)), (m.group(5), m.group(6))], m.group(0))
