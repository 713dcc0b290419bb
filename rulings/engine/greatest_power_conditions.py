"""`{"you_control_greatest_power": true}`: "if you control the creature with the greatest power or tied for the greatest
power" (Triumph of Ferocity, Triumph of Cruelty): a creature its controller controls has a power no other creature on
the battlefield (any player's) exceeds, the powers as they are now; with no creature of its controller's it doesn't hold.
Checked for the controller of the spell or ability as the instruction is followed (2007 413.2b; 2026 608.2c), or as an
intervening "if" (2007 404.3; 2026 603.4). board_life_conditions.py lists the key and asks this module."""
from __future__ import annotations

from .continuous import characteristics


def holds(game, controller: int) -> bool:
    def powers(objects):
        return [c.power or 0 for c in (characteristics(game, o) for o in objects) if c.is_creature]
    mine = powers(game.in_play(controller))
    return bool(mine) and max(mine) >= max(powers(game.in_play()))
