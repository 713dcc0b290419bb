"""Intervening "if"s about life lost last turn (rulings/engine/lost_life_last_turn.py): "At the beginning of each upkeep,
if you lost life last turn, create a 1/1 white Soldier creature token." (First Response; Paladin of Atonement's "put a
+1/+1 counter on this creature"), "At the beginning of each upkeep, if an opponent lost life last turn, put a +1/+1
counter on target creature you control." (Feast on the Fallen): checked as the upkeep begins and again as the ability
resolves (2007 404.3; 2026 603.4). "if you lost life this turn", "lost 3 or more life last turn" or "a player lost life
last turn" match none of these and stay text only."""
from __future__ import annotations

from . import intervening_if

intervening_if.CONDITIONS += (
    (r"you lost life last turn", lambda m: {"you_lost_life_last_turn": True}),
    (r"an opponent lost life last turn", lambda m: {"opponent_lost_life_last_turn": True}),
)
