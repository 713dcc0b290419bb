"""Blight (2026 701.68; later than February 2007, so the loader refuses it under the 2007 rules): "to
blight N means to put N -1/-1 counters on a creature you control" (701.68a). The creature is chosen
as the instruction is followed: the action's `choices` for the ability's source, `{"blight": "id"}`;
without one, the first creature its controller controls, said. A player who controls no creature
can't blight: a "you may blight N" can't be chosen then, and a plain "blight N" does nothing
(701.68b). The blighted creature (701.68c) is not remembered for later instructions."""
from __future__ import annotations

from .effects.base import amount_of, effect
from .errors import IllegalAction
from .log import emit
from .targets import display

NO_BLIGHT_2007 = "blight is later than the February 2007 rules (2026: 701.68); play this scenario under the 2026-06-19 rules"


def creatures(game, player: int) -> list:
    from .continuous import characteristics
    return [o for o in game.in_play(player) if characteristics(game, o).is_creature]


def can_blight(game, player: int) -> bool:
    return bool(creatures(game, player))


@effect("blight", fields=("amount",))
def blight(game, st, ctx):
    from .choices import made_for
    p = game.players[ctx.controller]
    n = amount_of(game, ctx, st.get("amount", 1))
    mine = creatures(game, ctx.controller)
    cite = ("blight", f"to blight {n}, {p.name} puts {n} -1/-1 counter{'s' if n != 1 else ''} on a creature they control")
    if not mine:
        emit(game, f"{p.name} controls no creature, so they can't blight {n}.", ("blight_impossible", "a player who controls no creature can't blight"))
        return
    named = made_for(game, ctx.source_id).get("blight")
    if named is not None:
        chosen = next((o for o in mine if o.id == named), None)
        if chosen is None:
            raise IllegalAction("blight", f"{named} is not a creature {p.name} controls, so it can't be blighted")
        note = ""
    else:
        chosen, note = mine[0], " (no choice was given: their first creature)"
    chosen.counters = {**chosen.counters, "-1/-1": chosen.counters.get("-1/-1", 0) + n}
    game.characteristics_changed()
    emit(game, f"{p.name} blights {n}: {n} -1/-1 counter{'s are' if n != 1 else ' is'} put on {display(game, chosen)}{note}.",
         cite, ("counters_pt", "counters modify power and toughness in their own sublayer"))
