"""Unearth (2026 702.84a; Shards of Alara, 2008, so refused under the February 2007
rules): "[Cost]: Return this card from your graveyard to the battlefield. It gains
haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else. Activate only as a
sorcery." The activated ability (`zone: "graveyard"`, `timing: "sorcery"`) has
this one instruction, which does all of it: the card returns as a new object
(400.7), the haste and the replacement are that object's (they end when it
leaves), and the delayed ability exiles it if it is still there."""
from __future__ import annotations

from ..log import emit
from ..state import Effect, TargetRef
from ..targets import display
from .base import effect

UNEARTHED = "unearthed"  # an Effect kind: "if it would leave the battlefield, exile it instead"


@effect("unearth", fields=())
def unearth(game, st, ctx):
    from ..zones import put_into_play
    from .delayed import delayed_trigger
    obj = game.objects.get(ctx.source_id)
    zcc = ctx.data.get("source_zcc")
    if obj is None or obj.zone != "graveyard" or (zcc is not None and obj.zcc != zcc):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so nothing returns.",
             ("zone_change_new_object", "a card that changed zones is a new object the ability can't find"))
        return
    put_into_play(game, obj, ctx.controller, "returned",
                  text=f"{display(game, obj)} returns from the graveyard to the battlefield under "
                       f"{game.players[ctx.controller].name}'s control (unearth).",
                  cites=(("unearth", "unearth returns the card from its owner's graveyard to the battlefield"),))
    if obj.zone != "in_play":
        return
    game.effects = game.effects + (
        Effect(game.new_timestamp(), "gain_ability", obj.id, obj.zcc, (("ability", {"kind": "keyword", "keyword": "haste"}),),
               None, ctx.source_name),
        Effect(game.new_timestamp(), UNEARTHED, obj.id, obj.zcc, (("source_id", obj.id),), None, ctx.source_name))
    game.characteristics_changed()
    emit(game, f"{display(game, obj)} gains haste; if it would leave the battlefield, it is exiled instead.",
         ("unearth", "it gains haste, and is exiled instead of going anywhere else when it would leave the battlefield"))
    ctx.data["it"] = TargetRef("object", obj.id, obj.zcc)
    delayed_trigger(game, {"at": "end_of_turn", "refers_to": "it", "text": "Exile it at the beginning of the next end step.",
                           "effect": [{"do": "remove_from_game", "what": "it"}]}, ctx)


def leaves_to(game, obj, to_zone: str) -> str:
    """Where an unearthed permanent that would leave the battlefield goes: exile (a
    replacement effect, 2026 614.1a, 702.84a)."""
    if to_zone == "removed_from_game" or not game.effects:
        return to_zone
    e = next((e for e in game.effects if e.kind == UNEARTHED and e.target == obj.id and e.zcc == obj.zcc), None)
    if e is None:
        return to_zone
    emit(game, f"{display(game, obj)} would leave the battlefield; it was unearthed, so it is exiled instead.",
         ("unearth", "an unearthed permanent that would leave the battlefield is exiled instead of going anywhere else"),
         ("replacement_instead", "the move is replaced"))
    return "removed_from_game"


def used_in(card) -> bool:
    from ..scenario.cards import instructions
    return any(st.get("do") == "unearth" for st in instructions(card))
