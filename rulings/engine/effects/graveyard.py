""""Return [this card] from your graveyard to your hand": an activated ability
that works only while its card is in the graveyard (2007: 402.8g; 2026:
113.6m), whose card goes to its owner's hand as a new object (2007: 217.1c;
2026: 400.7). If the card has left the graveyard since (even to come back),
the ability finds nothing to return."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from ..zones import move_card
from .base import effect


@effect("return_to_hand_from_graveyard", fields=("what",))
def return_to_hand_from_graveyard(game, st, ctx):
    obj = game.objects.get(ctx.source_id)
    zcc = ctx.data.get("source_zcc")
    if obj is None or obj.zone != "graveyard" or (zcc is not None and obj.zcc != zcc):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so nothing returns.",
             ("zone_change_new_object", "a card that changed zones is a new object the ability can't find"))
        return
    name = display(game, obj)
    move_card(game, obj, "hand")
    emit(game, f"{name} is returned from the graveyard to its owner's hand.",
         ("zone_change_new_object", "when it changes zones it becomes a new object"))
