""" "You become the monarch" (2026 725.1, 725.3): the instruction a card gives,
and the one the monarch's inherent combat damage trigger gives the creature's
controller (725.2, carried in the trigger's data)."""
from __future__ import annotations

from .. import monarch
from .base import effect


@effect("become_the_monarch", fields=())
def become_the_monarch(game, st, ctx):
    index = ctx.data.get("new_monarch", ctx.controller)
    player = game.players[index]
    if player.lost:
        return
    monarch.become(game, player, f"{player.name} becomes the monarch: a designation a player can have")
