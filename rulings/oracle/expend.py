""" "Whenever you expend 4, ..." (Bakersbane Duo, Teapot Slinger): the engine's `expends` trigger
(rulings/engine/expend.py; 2026 700.14, later than February 2007)."""
from __future__ import annotations

from .registry import ability_template
from .triggered import _triggered


@ability_template(r"Whenever you expend (\d+), ([^\"]+)")
def whenever_you_expend(card, m):
    return _triggered(card, {"event": "expends", "count": int(m.group(1))}, m.group(2))
