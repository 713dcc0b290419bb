"""Intervening "if" conditions of end step triggered abilities (2007 404.3; 2026 603.4: checked as the
step begins and again as the ability resolves), read for the ability's controller ("you"):

- `{"tapped_creatures_you_control_at_least": 2}`: "if you control two or more tapped creatures"
  (Flight-Deck Coordinator): the creatures its controller controls that are tapped now (a tapped
  permanent that isn't a creature then doesn't count; any other creature counts, the source too).

board_life_conditions.py lists the key (its loader check, its words, the schema) and asks this module."""
from __future__ import annotations

from .continuous import characteristics


def tapped_creatures(game, controller: int) -> int:
    return sum(1 for o in game.in_play(controller) if o.tapped and characteristics(game, o).is_creature)
