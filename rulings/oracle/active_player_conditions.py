"""The intervening "if" (2007 404.3; 2026 603.4) about the player whose step it is, at the beginning of each player's
or each opponent's step: "At the beginning of each opponent's upkeep, if that player has five or more cards in hand,
this artifact deals 2 damage to that player." (Misers' Cage; Ebony Owl Netsuke: seven or more), "At the beginning of
each player's end step, if that player has 5 or less life, this artifact deals 2 damage to that player." (Razor
Pendulum). "That player" is the active player (triggered._players_step reads it as the player of the trigger
event); the condition is checked as the step begins and again as the ability resolves, for that player:
rulings/engine/board_life_conditions.py's `active_player_hand_at_least` and `active_player_life_at_most`.

"one or fewer cards in hand", "no cards in hand", "controls more lands than each other player" and a condition said
of "them" stay text only."""
from __future__ import annotations

from . import intervening_if
from .registry import NotUnderstood
from .triggered import EVENT_PLAYER


def _count(word: str, m) -> int:
    n = intervening_if._n(word)
    if not 1 <= n <= 100:
        raise NotUnderstood(m.group(0))
    return n


intervening_if.CONDITIONS += (
    (rf"{EVENT_PLAYER} has {intervening_if.COUNT} or more cards in hand",
     lambda m: {"active_player_hand_at_least": _count(m.group(1), m)}),
    (rf"{EVENT_PLAYER} has {intervening_if.COUNT} or less life",
     lambda m: {"active_player_life_at_most": _count(m.group(1), m)}),
)
