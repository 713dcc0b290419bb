""""Return target spell to its owner's hand." (Reprieve, Failure): the spell leaves the stack to its
owner's hand, a new object there (2007 217.1c; 2026 400.7); it isn't countered, so "can't be countered"
doesn't stop it. A spell cast with flashback is removed from the game instead (zones.move_card); a copy
of a spell ceases to exist. A target no longer on the stack is not returned."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from ..zones import move_card
from .base import effect, object_of, resolve_ref


@effect("return_spell_to_hand", fields=("what",))
def return_spell_to_hand(game, st, ctx):
    obj = object_of(game, resolve_ref(game, ctx, st.get("what", "target:0")))
    if obj is None or obj.zone != "stack":
        return
    name = display(game, obj)
    game.stack = tuple(i for i in game.stack if not (i.kind == "spell" and i.source_id == obj.id))
    move_card(game, obj, "hand")
    if obj.zone != "hand":
        emit(game, f"{name} leaves the stack ({ctx.source_name}).",
             ("zone_change_new_object", "when it changes zones it becomes a new object"))
        return
    emit(game, f"{name} is returned from the stack to its owner's ({game.players[obj.owner].name}'s) hand; it isn't countered.",
         ("zone_change_new_object", "when it changes zones it becomes a new object"))
