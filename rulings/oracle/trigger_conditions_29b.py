"""Trigger conditions whose effect the other families already read:

* "Whenever you cast / a player casts / an opponent casts a [white / blue / black / red /
  green / multicolored / colorless / Spirit or Arcane / historic] spell" and "a spell with
  mana value N or greater" (the spell as it became cast, 2026 601.2i / 2007 409.1i:
  rulings/engine/spell_filters.py); the lucky charms of Urza's Saga and Mirrodin ("Whenever
  a player casts a black spell, you may gain 1 life").
* "Whenever you / an opponent / a player draw(s) a card" (one trigger for each card drawn,
  2026 121.2 / 2007 423.2: rulings/engine/draw_triggers.py), whose "that player" is the
  player who drew.
* "Whenever another artifact you control enters" (2026 603.6a; 2007 410.10a).

The spell itself ("copy that spell", "its mana value") and the artifact that entered ("it",
"that artifact") are not read: such text stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, EVENT_PLAYER, _triggered

KINDS = {"a white spell": "white", "a blue spell": "blue", "a black spell": "black", "a red spell": "red",
         "a green spell": "green", "a multicolored spell": "multicolored", "a colorless spell": "colorless",
         "a Spirit or Arcane spell": "spirit_or_arcane", "a historic spell": "historic"}
CASTERS = {"you cast": "your", "an opponent casts": "opponent", "a player casts": "each"}


def _no_spell_named(text: str) -> None:
    """ "it", "that spell", "that player", "mana value" would name the spell or its caster:
    not read by these templates."""
    if re.search(r"\b(that spell|it|its|that player|the player|they|their|mana value|spell's)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)


@ability_template(r"Whenever (you cast|an opponent casts|a player casts) (a white spell|a blue spell|a black spell|a red spell|a green spell"
                  r"|a multicolored spell|a colorless spell|a Spirit or Arcane spell|a historic spell), ([^\"]+)")
def casts_kind(card, m):
    _no_spell_named(m.group(3))
    return _triggered(card, {"event": "plays_spell", "whose": CASTERS[m.group(1)], "spell": KINDS[m.group(2)]}, m.group(3))


@ability_template(r"Whenever (you cast|an opponent casts|a player casts) a spell with mana value (\d+) or greater, ([^\"]+)")
def casts_mana_value(card, m):
    """ "with mana value N or greater": the spell's mana value as it became cast (X its number, 2026 202.3e)."""
    n = int(m.group(2))
    if not 1 <= n <= 100:
        raise NotUnderstood(m.group(0))
    _no_spell_named(m.group(3))
    return _triggered(card, {"event": "plays_spell", "whose": CASTERS[m.group(1)], "spell": "any", "mana_value_at_least": n},
                      m.group(3))


DRAWERS = {"you draw": "your", "an opponent draws": "opponent", "a player draws": "each"}


@ability_template(r"Whenever (you draw|an opponent draws|a player draws) a card, ([^\"]+)")
def draws_a_card(card, m):
    """ "that player" is the player who drew (the engine's "it" of a draw trigger); any other
    word for the player or the card drawn ("they", "that card", "it") is not read."""
    text = m.group(2)
    if re.search(r"\b(it|its|that card|the card|they|their|them|the player|that player's)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    if DRAWERS[m.group(1)] == "your" and re.search(r"\b[Tt]hat player\b", text):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "draws_card", "whose": DRAWERS[m.group(1)]},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


@ability_template(rf"Whenever another artifact you control {ENTERS}, ([^\"]+)")
def another_artifact_enters(card, m):
    text = m.group(1)
    if re.search(r"\b(it|its|that artifact|that permanent)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)  # the artifact that entered is not read
    return _triggered(card, {"event": "comes_into_play", "who": "another_artifact_you_control"}, text)
