"""Delayed triggered abilities a spell or ability creates as it resolves:
"Draw a card at the beginning of the next turn's upkeep" (the Mirage and
Visions cantrips). 2007: 404.4; 2026: 603.7. The ability triggers at the next
upkeep, whoever's turn it is, and only once; its controller ("you") is the
controller of the spell or ability that created it."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"draw a card at the beginning of the next turn's upkeep")
def draw_at_next_upkeep(eff, m):
    eff.steps.append({"do": "delayed_trigger", "at": "next_upkeep", "text": "Draw a card.",
                      "effect": [{"do": "draw", "amount": 1}]})
