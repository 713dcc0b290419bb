""""At the beginning of each player's upkeep, that player untaps a land they control." (Hokori, Dust Drinker;
Rising Waters, beside their "Lands don't untap during their controllers' untap steps."): the player the
trigger names ("that player": the engine's "it" of an each-player upkeep trigger) chooses one land they
control as it resolves and untaps it (rulings/engine/effects/untaps_a_land.py; 2007 413.2c; 2026 608.2d).

Precision: the whole paragraph, on a permanent; "they" is that player (the trigger templates leave any
"they" text only, so this one reads its own).
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"At the beginning of each player's upkeep, that player untaps a land they control\.")
def each_upkeep_that_player_untaps_a_land(card, m):
    if not {"Artifact", "Creature", "Enchantment", "Land"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "each"},
             "effect": [{"do": "player_untaps_a_land", "player": "it"}]}]
