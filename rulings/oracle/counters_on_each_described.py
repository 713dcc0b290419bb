""" "Put a +1/+1 counter on each [described creature]" where the description is one the target grammar reads
(described.py): "each artifact creature you control" (Steel Overseer), "each Merfolk creature you control"
(Mindspring Merfolk), "each tapped creature you control" (Effie, Fast Learner), "each white creature you
control" (Light of the Legion), "each land creature you control" (Bumi). Each creature the description names as
the effect resolves gets the counters (2007 413.2b; 2026 608.2c: the set is fixed then, so a creature that comes
to fit it while the effect resolves gets none; nothing is targeted, 2007 415.1, 2026 115.1). Only the wordings no
other template reads (it is registered last); a description the grammar doesn't read whole stays text only."""
from __future__ import annotations

from .damage import _amount
from .described import each_described
from .registry import NotUnderstood, effect_template
from .text import NUMBER


@effect_template(rf"put ({NUMBER}) ([+-]1/[+-]1) counters? on each ((?:other )?[A-Za-z ]*\bcreature\b[A-Za-z ]*)")
def put_counters_on_each_described(eff, m):
    n = _amount(eff, m.group(1))
    if n != "X" and (not isinstance(n, int) or n < 1 or (n == 1) != (" counter on " in m.group(0))):
        raise NotUnderstood(m.group(0))
    phrase = m.group(3)
    if " and " in phrase or " or " in phrase or " other than " in phrase:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": each_described(eff, phrase),
                      "effect": [{"do": "put_counters", "counter": m.group(2), "amount": n, "to": "it"}]})
