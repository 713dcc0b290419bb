"""Unearth (2026 702.84a; later than February 2007): "Unearth [cost]" means "[Cost]:
Return this card from your graveyard to the battlefield. It gains haste. Exile it at
the beginning of the next end step. If it would leave the battlefield, exile it
instead of putting it anywhere else. Activate only as a sorcery."

An activated ability that works only while the card is in its owner's graveyard
(113.6m): `ability` writes it out for the activation; the internal instruction
`unearth` follows it as it resolves: the card returns (a new object, 400.7), gains
haste for as long as it is that object, a delayed ability exiles it at the next end
step, and a replacement effect (`leave_destination`, read by zones.leave_play) exiles
it whichever zone it would go to. Under the 2007 rules, which don't have unearth, the
activation is refused and says so.
"""
from __future__ import annotations

from .effects.base import effect
from .errors import IllegalAction
from .log import emit
from .state import DelayedTrigger, Effect, TargetRef
from .targets import display

HASTE = {"kind": "keyword", "keyword": "haste"}
EXILE_TEXT = "Exile it at the beginning of the next end step."


def ability(game, keyword: dict, name: str) -> dict:
    """702.84a: the activated ability "Unearth [cost]" means; refused under the 2007 rules."""
    if not game.rules.applies("unearth"):
        raise IllegalAction("abilities_of_object", f"{name}'s unearth is later than February 2007; the {game.rules.title} "
                                                   f"don't have it, so it can't be {game.words.activated}")
    cost = keyword.get("cost", "{0}")
    return {"kind": "activated", "cost": {"mana": cost}, "timing": "sorcery", "zone": "graveyard",
            "effect": [{"do": "unearth", "what": "self"}],
            "text": f"Unearth {cost} ({cost}: Return this card from your graveyard to the battlefield. It gains haste. "
                    f"{EXILE_TEXT} If it would leave the battlefield, exile it instead of putting it anywhere else. "
                    "Activate only as a sorcery.)"}


@effect("unearth", fields=("what",), internal=True)
def unearth(game, st, ctx):
    from .effects.moves import return_to_play
    return_to_play(game, {"what": "self"}, ctx)
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "in_play":
        return  # it had left the graveyard: nothing returned (the log said so)
    name = display(game, obj)
    # "It gains haste": for as long as it is this object (400.7)
    game.effects = game.effects + (Effect(game.new_timestamp(), "gain_ability", obj.id, obj.zcc, (("ability", HASTE),), None, name),
                                   Effect(game.new_timestamp(), "unearth", obj.id, obj.zcc, (), None, name))
    game.characteristics_changed()
    ref = TargetRef("object", obj.id, obj.zcc)
    game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), "end_of_turn", ({"do": "remove_from_game", "what": "it"},), ref,
                                                  ctx.controller, obj.id, name, EXILE_TEXT, None),)
    emit(game, f"{name} gains haste; it will be exiled at the beginning of the next end step, and exiled instead if it would "
               "leave the battlefield any other way (unearth).",
         ("unearth", "unearth: it returns with haste, is exiled at the next end step, and is exiled if it would leave"),
         ("delayed_trigger_created", "unearth creates an ability that triggers at the beginning of the next end step"))


def leave_destination(game, obj, to_zone: str) -> str:
    """702.84a's replacement effect: a permanent returned by unearth that would leave the
    battlefield for any zone but exile is exiled instead."""
    if to_zone == "removed_from_game" or not any(e.kind == "unearth" and e.target == obj.id and e.zcc == obj.zcc for e in game.effects):
        return to_zone
    emit(game, f"{display(game, obj)} would leave the battlefield; it was returned with unearth, so it is exiled instead.",
         ("unearth", "a permanent returned with unearth is exiled instead of going anywhere else when it would leave the battlefield"),
         ("replacement_instead", "unearth's replacement effect sends it to exile"))
    return "removed_from_game"
