"""Instant and sorcery effect sentences the other families left as text only.

- "Target player mills half their library, rounded down." (Traumatize, Cut Your Losses): half the
  cards in that player's library as the instruction is followed, rounded down as the card says
  (rulings/engine/half_library.py; 2007 104.1, 2026 107.1a).

Anything else stays text only: "rounded up", half of another player's library, "each player mills half".
"""
from __future__ import annotations

from .registry import effect_template
from .targets import ref


@effect_template(r"(target player|target opponent) mills half their library, rounded down")
def mills_half_their_library(eff, m):
    player = ref(eff, m.group(1))
    eff.steps.append({"do": "mill", "player": player, "amount": {"count": "half_library_rounded_down", "of": player}})
