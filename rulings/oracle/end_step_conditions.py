"""Intervening "if" clauses of end step triggered abilities (2007 404.3; 2026 603.4: checked as the
step begins and again as the ability resolves), played by rulings/engine/end_step_conditions.py:

- "At the beginning of your end step, if you control two or more tapped creatures, you gain 2 life."
  (Flight-Deck Coordinator; Dawnstrike Vanguard, Sunstar Chaplain, Frontline War-Rager):
  `{"tapped_creatures_you_control_at_least": 2}`, the creatures its controller controls that are
  tapped. "a tapped creature", "tapped artifacts", "the number of tapped creatures" match none of
  these words and stay text only (or with other templates)."""
from __future__ import annotations

from . import intervening_if

intervening_if.CONDITIONS += (
    (rf"you control {intervening_if.COUNT} or more tapped creatures",
     lambda m: {"tapped_creatures_you_control_at_least": intervening_if._n(m.group(1))}),
)
