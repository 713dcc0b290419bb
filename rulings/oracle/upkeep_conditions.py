"""Intervening "if" clauses of "At the beginning of ..." (and other) triggered abilities that the
engine's trigger conditions already check (rulings/engine/triggers.py), read here:

- "if you control three or more creatures" -> `{"creatures_you_control_at_least": 3}`: every
  creature its controller controls, counted as the event occurs and again as it resolves (2007 404.3;
  2026 603.4). Narrower wordings ("... creatures with different powers", "... creatures named ~",
  "... creatures that share a creature type") don't match and stay text only."""
from __future__ import annotations

from . import intervening_if

intervening_if.CONDITIONS += (
    (rf"you control {intervening_if.COUNT} or more creatures",
     lambda m: {"creatures_you_control_at_least": intervening_if._n(m.group(1))}),
)
