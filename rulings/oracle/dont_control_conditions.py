"""An instruction followed only if you control no permanent of a kind, as the instruction is followed (2007 413.2b;
2026 608.2c): the Kamigawa Oni's "At the beginning of your upkeep, you lose 2 life if you don't control an Ogre."
(Scourge of Numai), "discard a card if you don't control an Ogre." (Gutwrencher Oni), "sacrifice a creature if you
don't control an Ogre." (Painwracker Oni): the engine's `{"you_control_no_kind": "Ogre"}` (no permanent its controller
controls has that card type or subtype; rulings/engine/board_life_conditions.py) as the instruction's `if_condition`,
read by board_life_conditions.py's "<instruction> if <condition>" / "If <condition>, <instruction>".

One capitalized subtype or a card type ("an artifact"). "if you don't control another Ogre", "two or more Ogres",
"an untapped Ogre" or "a legendary creature" match none of these and stay text only."""
from __future__ import annotations

from . import board_life_conditions, intervening_if

_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker")


def _kind(m) -> dict:
    word = m.group(1)
    return {"you_control_no_kind": word.capitalize() if word in _TYPES else word}


board_life_conditions._INSTRUCTION += (
    (r"you don't control an? ([A-Z][a-z]+|artifact|creature|enchantment|land|planeswalker)", None, _kind),)

# the same words as a triggered ability's intervening "if" (2007 404.3; 2026 603.4: no trigger when it doesn't hold, and
# checked again as it resolves): "At the beginning of your end step, if you don't control a Food, create a Food token."
intervening_if.CONDITIONS += ((board_life_conditions._INSTRUCTION[-1][0], _kind),)
