""" "You take the initiative" (2026 726.1): the player takes the designation, and its three inherent triggered
abilities venture into Undercity as they take it and at the beginning of their upkeep, and pass it to the
controller of creatures that deal it combat damage (726.2; rulings/engine/initiative.py, Undercity's rooms in
rulings/engine/dungeons.py). Sentences that ask whether a player has the initiative ("if you have the initiative")
are not read."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"you take the initiative")
def take_the_initiative(eff, m):
    eff.steps.append({"do": "take_the_initiative"})
