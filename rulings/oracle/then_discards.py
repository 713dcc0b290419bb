"""A draw and a discard in one sentence, in the order written (2007 413.2b; 2026 608.2c), beyond the
plain loots players.py, activated_effects.py and discard_wordings.py read:

- "Each player draws three cards, then discards three cards at random." (Burning Inquiry; "each player
  draws two cards, then discards a card at random", Noggle Ransacker): every player draws, in turn order
  (2007 101.4; 2026 101.4), then every player discards, each card chosen at random;
- "Discard a card at random, then draw two cards." (Ring of Renewal): the discard first, the draw
  happens anyway (2007 416.3; 2026 609.3: as much as possible).

A random discard is the engine's `discard` with `random` (2026 701.9b; the 2007 rules give it no rule).
"Target opponent discards a card at random, then discards a card." (Stupor) stays text only: the engine's
two discards would read one choice list, and the second refuses the card the first discarded. "That many", a counted draw ("Draw a card for each Island you control, then discard two cards", Flow of
Knowledge: the "for each" templates read the sentence first) and a list of three instructions ("You gain
2 life, draw two cards, then discard two cards") stay text only."""
from __future__ import annotations

from .discard_wordings import _count
from .registry import effect_template
from .text import NUMBER


@effect_template(rf"each player draws ({NUMBER}) (cards?), then discards ({NUMBER}) (cards?) at random")
def each_player_draws_then_discards_at_random(eff, m):
    d = _count(m.group(1), m.group(0), m.group(2) == "card")
    n = _count(m.group(3), m.group(0), m.group(4) == "card")
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "draw", "amount": d, "player": "it"}]})
    eff.steps.append({"do": "for_each", "players": "each_player",
                      "effect": [{"do": "discard", "amount": n, "player": "it", "random": True}]})


@effect_template(rf"discard ({NUMBER}) (cards?) at random, then draw ({NUMBER}) (cards?)")
def discard_at_random_then_draw(eff, m):
    n = _count(m.group(1), m.group(0), m.group(2) == "card")
    d = _count(m.group(3), m.group(0), m.group(4) == "card")
    eff.steps.append({"do": "discard", "amount": n, "player": "you", "random": True})
    eff.steps.append({"do": "draw", "amount": d})

