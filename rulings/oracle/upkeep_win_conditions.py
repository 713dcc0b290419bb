"""Intervening "if"s of upkeep triggers (2007 404.3; 2026 603.4: checked as the upkeep begins and again as the
ability resolves) whose conditions the engine's trigger conditions already check (rulings/engine/triggers.py,
rulings/engine/board_life_conditions.py), in the words the older cards use, with the larger numbers they count to:

- "At the beginning of your upkeep, if you control twenty or more creatures, you win the game." (Epic Struggle):
  `{"creatures_you_control_at_least": 20}`;
- "..., if you have exactly 1 life, you win the game." (Near-Death Experience): `{"your_life_exactly": 1}`;
- "..., if you have exactly thirteen cards in your hand, you win the game." (Triskaidekaphile):
  `{"your_hand_exactly": 13}`;
- "..., if twenty or more creature cards are in your graveyard, you win the game." (Mortal Combat), "..., if you have
  four or more creature cards in your graveyard, you may return target creature card ..." (Oversold Cemetery):
  `{"creature_cards_in_your_graveyard_at_least": N}`, the creature cards in its controller's graveyard.

Each is added to intervening_if.CONDITIONS, so any triggered ability's "if" with these words reads it. Other counts
("in a graveyard", "cards in your library", "creatures named ~") match none of these and stay text only."""
from __future__ import annotations

from . import intervening_if

#: "one" to "ten" and digits (intervening_if.COUNT), and the words from eleven to twenty the cards use
_MORE = {"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
         "eighteen": 18, "nineteen": 19, "twenty": 20}
COUNT = r"(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen" \
        r"|eighteen|nineteen|twenty|\d+)"


def _n(word: str) -> int:
    return _MORE[word] if word in _MORE else intervening_if._n(word)


intervening_if.CONDITIONS += (
    (rf"you control {COUNT} or more creatures", lambda m: {"creatures_you_control_at_least": _n(m.group(1))}),
    (rf"you have exactly {COUNT} life", lambda m: {"your_life_exactly": _n(m.group(1))}),
    (rf"you have exactly {COUNT} cards in your hand", lambda m: {"your_hand_exactly": _n(m.group(1))}),
    (rf"{COUNT} or more creature cards are in your graveyard",
     lambda m: {"creature_cards_in_your_graveyard_at_least": _n(m.group(1))}),
    (rf"you have {COUNT} or more creature cards in your graveyard",
     lambda m: {"creature_cards_in_your_graveyard_at_least": _n(m.group(1))}),
)
