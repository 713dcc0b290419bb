"""Draw-step triggers of other players' draw steps (2007 410; 2026 603.2, 504.1):

- "At the beginning of each other player's draw step, that player draws an additional card." (Well of
  Ideas): each player but the ability's controller, the active player drawing one more than the draw
  step's own (the engine has no teams: every other player is an opponent);
- "At the beginning of each player's draw step, that player draws an additional card, then discards a
  card." (Anvil of Bogardan): the active player draws, then discards a card of their choice.

"If this artifact is untapped" (Howling Mine) stays text only: the engine's untapped condition doesn't
look back at a permanent that has left the battlefield as it last existed."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import _players_step


@ability_template(r"At the beginning of each other player's draw step, that player draws (an|two) additional cards?\.")
def each_other_players_draw_step(card, m):
    if (m.group(1) == "an") != m.group(0).endswith(" card."):
        raise NotUnderstood(m.group(0))
    text = "that player draws a card." if m.group(1) == "an" else "that player draws two cards."
    return _players_step(card, "draw", "opponent", text)


@ability_template(r"At the beginning of each player's draw step, that player draws an additional card, then discards a card\.")
def each_players_draw_then_discard(card, m):
    abilities = _players_step(card, "draw", "each", "that player draws a card.")
    if len(abilities) != 1 or re.search(r"discard", repr(abilities)):
        raise NotUnderstood(m.group(0))
    ab = abilities[0]
    return [{**ab, "effect": [*ab["effect"], {"do": "discard", "amount": 1, "player": "it"}]}]
