""""Players can't gain life." / "Your opponents can't gain life.": a static ability of a permanent
(keywords `players_cant_gain_life`, `opponents_cant_gain_life`). A gain of life by a player it
covers doesn't happen: the "can't" effect wins (2007 103.2; 2026 101.2), and a replacement effect
that would replace that life gain does nothing (2026 119.7), so it is checked before them. Lifelink
damage is still dealt; only the gain is stopped."""
from __future__ import annotations

from .continuous import characteristics
from .log import emit
from .targets import display

KEYWORDS = ("players_cant_gain_life", "opponents_cant_gain_life")


def stopping(game, player):
    """The permanent whose ability says `player` can't gain life, or None."""
    for perm in game.in_play():
        if perm.face_down:
            continue
        c = characteristics(game, perm)
        if c.has_keyword("players_cant_gain_life") or (c.has_keyword("opponents_cant_gain_life") and perm.controller != player.index):
            return perm
    return None


def stops(game, player, n: int) -> bool:
    """True, and said, when `player` would gain `n` (> 0) life and can't."""
    from .cant_gain_life_this_turn import stopping as stopping_this_turn  # "Players can't gain life this turn"
    perm = stopping(game, player) if n > 0 else None
    said = display(game, perm) if perm is not None else (stopping_this_turn(game, player) if n > 0 else None)
    if said is None:
        return False
    cites = [("cant_effect_wins", f"{said} says {player.name} can't gain life")]
    if game.words.today:
        cites.append(("cant_gain_life", "a player who can't gain life doesn't, and no effect replaces that gain"))
    emit(game, f"{player.name} would gain {n} life, but can't ({said}): {player.name}'s life total stays {player.life}.", *cites)
    return True
