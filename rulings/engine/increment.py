"""Increment (2026 702.191a-b; later than February 2007): "Whenever you cast a spell, if this
permanent is a creature and the amount of mana spent to cast that spell is greater than this
creature's power or this creature's toughness, put a +1/+1 counter on this creature." Each
instance triggers separately (702.191b). The amount is the mana paid while the spell was cast
(costs.pay_mana notes it, as it notes sunburst's colors: sunburst.py), none for a spell cast
without paying its mana cost; the intervening "if" (603.4) is checked as the spell becomes cast
and again as the ability resolves, with this creature's power and toughness then. Under the
2007 rules the keyword doesn't trigger and the log says so (triggers.LATER_THAN_2007)."""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect
from .log import emit
from .targets import display

TEXT = ("Increment (Whenever you cast a spell, if the amount of mana you spent is greater than this creature's power or "
        "toughness, put a +1/+1 counter on this creature.)")


def increment_trigger(ab: dict) -> dict:
    return {"kind": "triggered", "keyword": "increment", "trigger": {"event": "plays_spell", "whose": "your", "increment": True},
            "effect": [{"do": "increment"}], "text": TEXT}


def holds(game, obj, mana: int) -> bool:
    """702.191a's condition for the permanent `obj` (in play) and the amount of mana spent."""
    c = characteristics(game, obj)
    return c.is_creature and (mana > (c.power or 0) or mana > (c.toughness or 0))


@effect("increment", fields=())
def increment(game, st, ctx):
    obj = game.objects.get(ctx.source_id) if ctx.source_id else None
    zcc = ctx.data.get("source_zcc")
    mana = ctx.data.get("mana_spent") or 0
    if obj is None or obj.zone != "in_play" or (zcc is not None and zcc >= 0 and obj.zcc != zcc):
        emit(game, f"{ctx.source_name} is no longer on the battlefield: its increment puts no counter on anything.")
        return
    name = display(game, obj)
    if not holds(game, obj, mana):
        c = characteristics(game, obj)
        emit(game, f"{name}'s increment does nothing: {mana} mana was spent, not more than its power ({c.power}) or toughness "
                   f"({c.toughness}) now, or it isn't a creature.",
             ("intervening_if", "the intervening \"if\" is checked again as the ability resolves; it is false now"))
        return
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
    game.characteristics_changed()
    emit(game, f"A +1/+1 counter is put on {name} (increment: {mana} mana was spent to cast the spell).",
         ("increment", "the mana spent to cast the spell is greater than its power or toughness: a +1/+1 counter on it"),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
