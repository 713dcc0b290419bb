"""Afflict's "defending player loses N life" (2026: 702.130a): the player the
creature that became blocked is attacking, in the declare blockers step where the
ability triggered and resolves (506.2: the defending player)."""
from __future__ import annotations

from ..log import emit
from .base import amount_of, effect


@effect("defending_player_loses_life", fields=("amount",), internal=True)
def defending_player_loses_life(game, st, ctx):
    if game.defending is None:
        emit(game, f"There is no defending player any more, so no one loses life from {ctx.source_name}.")
        return
    p = game.players[game.defending]
    n = amount_of(game, ctx, st.get("amount", 1))
    p.life = p.life - n
    emit(game, f"{p.name}, the defending player, loses {n} life ({p.life} life).",
         ("afflict", f"afflict: whenever this creature becomes blocked, defending player loses {n} life"))
