""" "Venture into the dungeon" (2026 701.49; rulings/engine/dungeons.py): the instruction a card gives."""
from __future__ import annotations

from .. import dungeons
from ..choices import made_for
from .base import effect


@effect("venture_into_the_dungeon", fields=())
def venture_into_the_dungeon(game, st, ctx):
    """701.49a-c: the dungeon chosen and the branch taken are the action's `choices` for the source,
    `{"id": {"dungeon": "Lost Mine of Phandelver", "room": "Goblin Lair"}}`."""
    player = game.players[ctx.controller]
    if player.lost:
        return
    given = made_for(game, ctx.source_id) if ctx.source_id else {}
    dungeons.venture(game, player, given, f"choices.{ctx.source_id}", ctx.source_name)
