"""Intervening "if" clauses of "At the beginning of ..." (and other) triggered abilities that the
engine's trigger conditions already check (rulings/engine/triggers.py), read here:

- "if you control three or more creatures" -> `{"creatures_you_control_at_least": 3}`: every
  creature its controller controls, counted as the event occurs and again as it resolves (2007 404.3;
  2026 603.4). Narrower wordings ("... creatures named ~", "... creatures that share a creature type")
  don't match and stay text only; coven's "... creatures with different powers" is board_life_conditions.py's."""
from __future__ import annotations

from . import intervening_if, triggered
from .registry import ability_template

intervening_if.CONDITIONS += (
    (rf"you control {intervening_if.COUNT} or more creatures",
     lambda m: {"creatures_you_control_at_least": intervening_if._n(m.group(1))}),
)


# "if there are seven or more cards in your graveyard" (threshold's words; Locked in the Cemetery's five):
# the cards in its controller's graveyard, counted as the event occurs and again as it resolves.
intervening_if.CONDITIONS += (
    (rf"there are {intervening_if.COUNT} or more cards in your graveyard",
     lambda m: {"cards_in_your_graveyard_at_least": intervening_if._n(m.group(1))}),
)


@ability_template(r"Threshold — ((?:When|Whenever|At) [^,\"]+, if there are seven or more cards in your graveyard, [^\"]+)")
def threshold_trigger(card, m):
    """Threshold is an ability word (2026 207.2c), a label with no rules meaning: the ability is the
    triggered ability that follows it, whose own intervening "if" is the threshold condition."""
    return triggered.ability_word(card, m)

# "if you have a card in hand": its controller's hand isn't empty (the opposite of "if you have no cards in hand").
intervening_if.CONDITIONS += ((r"you have a card in hand", lambda m: {"your_hand_empty": False}),)
