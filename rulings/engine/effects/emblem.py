""" "You get an emblem with [ability]" (2026 114.2): the player following the
instruction (the controller of the resolving ability, or the player `player`
names: "Target opponent gets an emblem with ...") puts an emblem with the
abilities into the command zone (rulings/engine/emblems.py). Refused under the
February 2007 rules, which have no emblems."""
from __future__ import annotations

from .. import emblems
from .base import effect


@effect("get_emblem", fields=("abilities", "text", "player"))
def get_emblem(game, st, ctx):
    player = game.players[ctx.controller]
    if "player" in st:  # "Target opponent gets an emblem with ..." (Ob Nixilis Reignited): that player (114.2)
        from .control import _player_index
        index = _player_index(game, ctx, st["player"])
        if index is None:
            return  # an illegal target: nothing happens (2026 608.2b)
        player = game.players[index]
    if player.lost:
        return
    emblems.get_emblem(game, player, [dict(ab) for ab in st.get("abilities", ())], st.get("text", ""), ctx.source_name)
