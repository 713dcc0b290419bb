"""A player's maximum hand size: seven (2007 217.3b; 2026 402.2), unless a
static ability says the player has none ("You have no maximum hand size",
Reliquary Tower; "Players have no maximum hand size"): an effect on a game rule
rather than on an object (2007 418.5j; 2026 613.11), read when the cleanup
step's discard would happen (314.1 / 514.1)."""
from __future__ import annotations

from .continuous import abilities_now
from .targets import display

#: who a "no maximum hand size" static ability speaks of
WHOSE = ("you", "each_player")


def without_maximum(game, player) -> str | None:
    """The permanent whose ability gives `player` no maximum hand size, or None."""
    for perm in game.in_play():
        if perm.face_down:
            continue
        for ab in abilities_now(game, perm):
            whose = ab.get("no_maximum_hand_size") if ab.get("kind") == "static" else None
            if whose == "each_player" or (whose == "you" and perm.controller == player.index):
                return display(game, perm)
    return None
