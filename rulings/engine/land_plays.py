"""How many lands a player may play this turn: one, plus what effects add
("You may play an additional land on each of your turns", Exploration; "You
may play an additional land this turn", Explore). 2007: 212.6b; 2026: 305.2,
compared as 305.2a-b say."""
from __future__ import annotations

from .continuous import abilities_now
from .targets import display

ADDITIONAL_LAND = "additional_land"  # an Effect kind: extra land plays for the player it names, this turn


def extra_land_plays(game, player) -> list[tuple[str, int]]:
    """(source name, extra lands) for each effect that lets `player` play more lands this turn."""
    found = []
    for perm in game.in_play():  # "Each player may play an additional land on each of their turns" (Rites of Flourishing)
        if perm.face_down:
            continue
        for ab in abilities_now(game, perm):
            if ab.get("kind") == "static" and ab.get("additional_land_plays") and (
                    perm.controller == player.index or ab.get("land_plays_for") == "each_player"):
                found.append((display(game, perm), ab["additional_land_plays"]))
    for e in game.effects:
        if e.kind == ADDITIONAL_LAND and e.target == player.name:
            found.append((e.source, e.get("count", 1)))
    return found


def lands_allowed(game, player) -> tuple[int, list]:
    """The number of lands `player` can play this turn, and the effects that raise it."""
    extra = extra_land_plays(game, player)
    return 1 + sum(n for _, n in extra), extra
