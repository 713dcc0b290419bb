"""Triggers on a land entering that other templates don't read whole:

- "Whenever a land enters, you may gain 1 life." (Lifegift): any land, whoever controls it (the engine's `any_land`,
  rulings/engine/permanent_kinds.py; 2026 603.6a; 2007 410.10a); an effect that names the land ("it", "its
  controller", "that land") stays text only (damage_event_triggers.py reads "~ deals 2 damage to that land's
  controller");
- "Whenever a land an opponent controls enters, you may gain 3 life." (Shattered Angel), "..., that player loses 2
  life and you gain 2 life." (Polluted Bonds): a land an opponent controls as it enters (`land_opponent_controls`),
  "that player" being that opponent (the engine's `event_player`, rulings/engine/trigger_players.py: the land's
  controller as it entered).

"a nonbasic land an opponent controls", "a land enters under an opponent's control", "during your turn" and any
other word for the land or the player stay text only."""
from __future__ import annotations

import re

from .player_referents import _no_other_referent, _point_at, _the_player
from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, _triggered

_NAMES_THE_LAND = r"\b(it|its|it's|that land|that permanent|that card|the land|they|them|their|that player)\b"


@ability_template(rf"Whenever a land {ENTERS}, ([^\"]+)")
def land_enters(card, m):
    text = m.group(1)
    if re.search(_NAMES_THE_LAND, text, re.IGNORECASE) or not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "comes_into_play", "who": "any_land"}, text)


@ability_template(rf"Whenever a land an opponent controls {ENTERS}, ([^\"]+)")
def opponents_land_enters(card, m):
    text = m.group(1)
    if not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types):
        raise NotUnderstood(m.group(0))
    _no_other_referent(text)
    if re.search(r"\b(that land|that permanent|the land)\b", text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    trigger = {"event": "comes_into_play", "who": "land_opponent_controls"}
    if not re.search(r"\bthat player\b", text, re.IGNORECASE):
        if re.search(r"\b(they|the player|defending player)\b", text, re.IGNORECASE):
            raise NotUnderstood(m.group(0))
        return _triggered(card, trigger, text)
    return _point_at(_triggered(card, trigger, _the_player(text, "[Tt]hat player")), "event_player")
