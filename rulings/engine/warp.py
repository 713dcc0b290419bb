"""Warp (2026 702.185a): "You may cast this card from your hand by paying [cost] rather than
its mana cost" (an alternative cost, 601.2b, 601.2f-h: the cast's `pay: {"warp": true}`) and
"If this spell's warp cost was paid, exile the permanent this spell becomes at the beginning
of the next end step. Its owner may cast this card after the current turn has ended for as
long as it remains exiled." The delayed trigger is created as the permanent enters (608.3g)
and follows that permanent only (603.7c); the card in exile gets a permission to be cast
(play_from_exile.py, duration "after_this_turn", paying its costs). Later than February
2007: a card with warp is refused under those rules (free_cast.refuse_later_keyword)."""
from __future__ import annotations

from .effects.base import effect, permanent
from .errors import IllegalAction
from .log import emit
from .play_from_exile import grant
from .state import DelayedTrigger, TargetRef
from .targets import display

TEXT = "At the beginning of the next end step, exile this permanent. Its owner may cast it after this turn for as long as it remains exiled."


def warp_cost(game, from_hand: bool, c, pay: dict, name: str) -> str | None:
    """The warp cost when the action pays it (`pay.warp`), else None; refused when the card
    has no warp or isn't cast from its owner's hand."""
    if not (pay or {}).get("warp"):
        return None
    kw = c.keyword_ability("warp")
    if kw is None:
        raise IllegalAction("warp", f"pay.warp: {name} has no warp", "playing_spell_steps")
    if not from_hand:
        raise IllegalAction("warp", f"pay.warp: {name} may be cast for its warp cost only from its owner's hand", "playing_spell_steps")
    return kw.get("cost")


def after_entering(game, obj, item) -> None:
    """608.3g: the delayed trigger of a warped spell is created as its permanent enters."""
    if obj.zone != "in_play":
        return
    name = display(game, obj)
    game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), "end_of_turn", ({"do": "warp_exile", "what": "it"},),
                                                  TargetRef("object", obj.id, obj.zcc), item.controller, obj.id, name, TEXT),)
    emit(game, f"{name}'s warp cost was paid: at the beginning of the next end step it will be exiled.",
         ("warp", "a permanent whose warp cost was paid is exiled at the beginning of the next end step"),
         ("delayed_trigger_created", "warp creates a delayed triggered ability as the permanent enters"))


@effect("warp_exile", fields=("what",), internal=True)
def warp_exile(game, st, ctx):
    from .zones import leave_play
    obj = permanent(game, ctx, st, "what", "it")
    if obj is None:
        return
    name = display(game, obj)
    leave_play(game, obj, "removed_from_game", "removed")
    if obj.zone != "removed_from_game":
        return
    grant(game, obj, obj.owner, "after_this_turn", True, name)
    emit(game, f"{name} is exiled; {game.players[obj.owner].name} may cast it after this turn for as long as it remains exiled.",
         ("warp", "its owner may cast the card after the current turn has ended for as long as it remains exiled"))
