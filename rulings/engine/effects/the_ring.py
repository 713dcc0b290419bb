""" "The Ring tempts you" (2026 701.54; rulings/engine/the_ring.py): the instruction
a card gives, and the sacrifice the Ring's third ability's delayed trigger makes."""
from __future__ import annotations

from .. import the_ring
from ..choices import made_for
from ..log import emit
from ..targets import display
from .base import effect, permanent


@effect("the_ring_tempts_you", fields=())
def the_ring_tempts_you(game, st, ctx):
    """701.54a: the Ring-bearer is the action's `choices` for the source, `{"id": {"ring_bearer": "creature_id"}}`."""
    player = game.players[ctx.controller]
    if player.lost:
        return
    chosen = made_for(game, ctx.source_id).get("ring_bearer") if ctx.source_id else None
    the_ring.tempt(game, player, chosen, f"choices.{ctx.source_id}.ring_bearer", ctx.source_name)


@effect("ring_blocker_sacrificed", fields=("what",), internal=True)
def ring_blocker_sacrificed(game, st, ctx):
    """The Ring's third ability: "the blocking creature's controller sacrifices it at end of
    combat" (whoever controls it then; nothing if it has left play, 603.7c)."""
    from ..zones import leave_play
    obj = permanent(game, ctx, st, "what", "it")
    if obj is None:
        return
    name = display(game, obj)
    emit(game, f"{game.players[obj.controller].name} sacrifices {name}, the creature that blocked the Ring-bearer.",
         ("the_ring_emblem", "the blocking creature's controller sacrifices it at end of combat"))
    leave_play(game, obj, "graveyard", "sacrifice")


@effect("ring_loot_discard", fields=("bearer",), internal=True)
def ring_loot_discard(game, st, ctx):
    """The Ring's second ability's "then discard a card": the emblem is no object of the
    scenario, so the card discarded is named by the action's `choices` for the Ring-bearer
    that attacked, `{"bearer_id": {"cards": ["card_id"]}}` (without it, the last card of the hand)."""
    from dataclasses import replace

    from .players import discard
    discard(game, {"do": "discard", "amount": 1, "player": "you"}, replace(ctx, source_id=st.get("bearer")))
