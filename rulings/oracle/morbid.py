"""Morbid (an ability word, 2026 207.2c): "Morbid — When this creature enters, if a creature died
this turn, target creature gets -4/-4 until end of turn." (Morkrut Banshee): the triggered ability
after the word, whose intervening "if" (2007 404.3; 2026 603.4) is "a creature died this turn"
(rulings/engine/morbid.py). The same "if" reads without the word too. "enters with ... if a creature
died this turn" is board_life_conditions.py's; morbid's other shapes ("costs {3} less ... if a creature
died this turn", "instead if ...") stay text only."""
from __future__ import annotations

from . import intervening_if, triggered
from .registry import NotUnderstood, ability_template

intervening_if.CONDITIONS += ((r"a creature died this turn", lambda m: {"a_creature_died_this_turn": True}),)


@ability_template(r"Morbid — ((?:When|Whenever|At) [^,\"]+, if a creature died this turn, [^\"]+)")
def morbid_trigger(card, m):
    abilities = triggered.ability_word(card, m)
    if not (len(abilities) == 1 and abilities[0].get("if") == {"a_creature_died_this_turn": True}):
        raise NotUnderstood(m.group(0))
    return abilities
