"""More "reveal cards from the top of a library until ..." wordings (the engine's `reveal_until`,
rulings/engine/effects/digging.py), beside digging.py's "Put that card onto the battlefield and the rest ...":

- "Target player reveals cards from the top of their library until they reveal a land card, then puts those
  cards into their graveyard." (Balustrade Spy, Undercity Informer): that player's library; every card revealed,
  the land too, goes to their graveyard (with no land, the whole library);
- "Each opponent reveals cards ... until they reveal a land card, then puts those cards into their graveyard."
  (Consuming Aberration): each opponent in turn order (2007 101.4; 2026 101.4);
- "Reveal cards from the top of your library until you reveal a nonland card, then put all cards revealed this
  way into your hand." (Treasure Hunt).

The quality is digging.py's; anything else stays text only."""
from __future__ import annotations

from .digging import quality
from .registry import effect_template
from .targets import ref


def _until(words: str) -> dict:
    return quality(words.split(" ", 1)[1])


@effect_template(r"(target player|target opponent) reveals cards from the top of their library until they reveal (an? [a-z ]+? card), "
                 r"then puts those cards into their graveyard")
def target_player_reveals_until_into_graveyard(eff, m):
    eff.steps.append({"do": "reveal_until", "player": ref(eff, m.group(1)), "for": _until(m.group(2)),
                      "into": "graveyard", "rest": "graveyard"})


@effect_template(r"each opponent reveals cards from the top of their library until they reveal (an? [a-z ]+? card), "
                 r"then puts those cards into their graveyard")
def each_opponent_reveals_until_into_graveyard(eff, m):
    eff.steps.append({"do": "for_each", "players": "each_opponent",
                      "effect": [{"do": "reveal_until", "player": "it", "for": _until(m.group(1)), "into": "graveyard",
                                  "rest": "graveyard"}]})


@effect_template(r"reveal cards from the top of your library until you reveal (an? [a-z ]+? card), "
                 r"then put all cards revealed this way into your hand")
def reveal_until_all_into_your_hand(eff, m):
    """Treasure Hunt: the card of the quality and every card revealed before it go into the hand."""
    eff.steps.append({"do": "reveal_until", "for": _until(m.group(1)), "into": "hand", "rest": "hand"})
