""""If you didn't put a card into your hand this way, draw a card" (Adventure Awaits), "If you don't, put a
+1/+1 counter on this creature" (Ainok Wayfarer): right after a `dig` or a `mill_and_take` whose card
taken goes into the hand, the instructions of `effect` are followed only if no card went into the hand
that way. The instructions are followed in order, this one after the cards were sorted (2007 413.2b;
2026 608.2c); `dig` and `mill_and_take` say which cards they put into the hand (`ctx.data["put_into_hand"]`)."""
from __future__ import annotations

from ..log import emit
from .base import effect, run


@effect("if_none_put_into_hand", fields=("effect",))
def if_none_put_into_hand(game, st, ctx):
    put = ctx.data.get("put_into_hand")
    you = game.players[ctx.controller].name
    cite = ("follow_instructions", "the instruction after the cards were sorted is followed only if no card went into the hand that way")
    if put:
        emit(game, f"{you} put a card into their hand this way, so the rest of {ctx.source_name}'s instruction is not followed.", cite)
        return
    emit(game, f"{you} didn't put a card into their hand this way.", cite)
    run(game, st.get("effect", ()), ctx)
