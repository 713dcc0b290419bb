""" "At the beginning of the end step of enchanted creature's controller, that player sacrifices that
creature" (Lingering Death; Slow Motion with "unless they pay {2}"): the player `player` names (default
"it", the player whose step it is) sacrifices the permanent `what` names (default "enchanted", what the
Aura enchants as the instruction is followed). Only a permanent's controller can sacrifice it (2026
701.21a): if that player no longer controls it, nothing happens, and the log says so; nor if it has left
the battlefield."""
from __future__ import annotations

from ..log import SACRIFICED, emit, known
from ..targets import display
from ..zones import leave_play
from .base import effect, permanent, resolve_ref


@effect("player_sacrifices_it", fields=("player", "what"))
def player_sacrifices_it(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "it"))
    player = game.player_named(ref.id) if ref is not None and ref.kind == "player" else None
    obj = permanent(game, ctx, st, "what", "enchanted")
    if player is None or obj is None:
        return
    name = display(game, obj)
    if obj.controller != player.index:
        emit(game, f"{player.name} doesn't control {name}, so they can't sacrifice it.", *known(game, SACRIFICED))
        return

    def said(zone: str) -> None:
        emit(game, f"{player.name} sacrifices {name}" + ("; it is put into its owner's graveyard." if zone == "graveyard" else "."),
             *known(game, SACRIFICED),
             *((("countered_destroyed_to_graveyard", "a sacrificed permanent goes to its owner's graveyard"),) if zone == "graveyard" else ()))
    leave_play(game, obj, "graveyard", "sacrifice", said=said)
