"""A player's maximum hand size: seven (2007 217.3b; 2026 402.2), unless a
static ability says the player has none ("You have no maximum hand size",
Reliquary Tower; "Players have no maximum hand size") or changes it
("Your maximum hand size is reduced by four", Thought Devourer; "increased by one",
Minamo Scrollkeeper; "Each opponent's maximum hand size is reduced by one", Gnat Miser):
an effect on a game rule rather than on an object (2007 418.5j; 2026 613.11), read when
the cleanup step's discard would happen (314.1 / 514.1). The changes add up; a maximum
reduced below zero is none at all to keep (the player discards their whole hand)."""
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


#: whose maximum a "hand_size" static ability changes
HAND_SIZE_WHOSE = ("you", "each_opponent")


def maximum(game, player) -> tuple[int, list[str]]:
    """The player's maximum hand size and the permanents whose abilities changed it from seven."""
    size, sources = 7, []
    for perm in game.in_play():
        if perm.face_down:
            continue
        for ab in abilities_now(game, perm):
            change = ab.get("hand_size") if ab.get("kind") == "static" else None
            if not change:
                continue
            mine = perm.controller == player.index
            if (change["whose"] == "you") == mine:
                size += change["by"]
                sources.append(display(game, perm))
    return max(size, 0), sources
