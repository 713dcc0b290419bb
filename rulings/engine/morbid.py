"""Morbid's "if a creature died this turn" (Morkrut Banshee, Tragic Slip's kin): true once any
creature, any player's, has been put into a graveyard from the battlefield this turn (2026 700.4
"dies"; 2007 "is put into a graveyard from play", the words of its own morbid cards' Oracle text).
The engine counts each as it leaves play (zones.leave_play) and forgets the count as a new turn
begins; a scenario that starts in the middle of a turn gives the creatures that died before it in
`turn.creatures_died`. It is read by an intervening "if" (`"if": {"a_creature_died_this_turn":
true}`: checked as the event occurs and again as the ability resolves, 2007 404.3; 2026 603.4)."""
from __future__ import annotations


def a_creature_died_this_turn(game) -> bool:
    return game.creatures_died_this_turn > 0
