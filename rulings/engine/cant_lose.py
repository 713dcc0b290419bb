"""Platinum Angel's "You can't lose the game and your opponents can't win the game." (keyword
`cant_lose_opponents_cant_win`): while a permanent with it is on the battlefield, its controller doesn't
lose for 0 or less life, for ten poison counters or for a draw from an empty library (the state-based
actions find no loss, 2007 420.5a, 420.5g, 420.5h; 2026 704.5a-c), nor by an effect that says they lose;
and an effect that says an opponent wins does nothing: the "can't" wins (2007 103.2; 2026 101.2). Once the
permanent leaves or loses the ability, a player at 0 life loses as state-based actions are next checked."""
from __future__ import annotations

from .continuous import characteristics
from .targets import display

KEYWORD = "cant_lose_opponents_cant_win"


def _sources(game, player_index: int) -> list:
    return [o for o in game.in_play(player_index) if characteristics(game, o).has_keyword(KEYWORD)]


def cant_lose(game, player_index: int) -> str | None:
    """The name of a permanent its controller has that keeps them from losing, or None."""
    found = _sources(game, player_index)
    return display(game, found[0]) if found else None


def cant_win(game, player_index: int) -> str | None:
    """The name of a permanent an opponent of the player has that keeps them from winning, or None."""
    for p in game.players:
        if p.index != player_index and not p.lost:
            found = _sources(game, p.index)
            if found:
                return display(game, found[0])
    return None
