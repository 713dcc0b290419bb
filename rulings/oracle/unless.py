""" "Counter target spell unless its controller pays {3}" (Mana Leak, Force
Spike; "{X}" on a spell with X in its cost): the engine's `counter_unless_pays`,
whose choice to pay is the spell's controller's (2007: 413.2c; 2026: 608.2d, 118.12a)."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .targets import ref


@effect_template(r"counter (target spell) unless its controller pays \{(\d+|X)\}")
def counter_unless_pays(eff, m):
    eff.steps.append({"do": "counter_unless_pays", "what": ref(eff, m.group(1)), "amount": _amount(eff, m.group(2))})
