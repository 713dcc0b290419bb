""" "You draw a card" / "you draw two cards": the same instruction as "draw a card" (the ability's controller
draws: 2007 423.1; 2026 121.1), said with its subject where another player is named in the ability
("Whenever an opponent casts a green spell, you draw a card.", Insight; Niv-Mizzet, Parun; "If you do, you
draw a card." after an optional payment)."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .text import NUMBER


@effect_template(rf"you draw ({NUMBER}) cards?")
def you_draw(eff, m):
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(1))})
