"""Whether a player lost life last turn: "At the beginning of each upkeep, if you lost life last turn, create a 1/1 white
Soldier creature token." (First Response, Paladin of Atonement); "if an opponent lost life last turn" (Feast on the
Fallen). A player's life total went down in the turn before this one, whoever's turn it was (damage, paying or losing
life: the player's `lost_life_this_turn`, which becomes `lost_life_last_turn` as the next turn begins; priority.py). A
scenario's player may say `"lost_life_last_turn": true` for the turn before the scenario's.

`{"you_lost_life_last_turn": true}` / `{"opponent_lost_life_last_turn": true}` (an opponent still in the game), read for
the ability's controller; as an intervening "if" (2007 404.3; 2026 603.4), checked as the upkeep begins and again as the
ability resolves. board_life_conditions.py lists the keys (their loader check, words and schema) and asks this module."""
from __future__ import annotations


def you_lost(game, controller: int) -> bool:
    return bool(game.players[controller].lost_life_last_turn)


def opponent_lost(game, controller: int) -> bool:
    return any(p.lost_life_last_turn for p in game.players if p.index != controller and not p.lost)
