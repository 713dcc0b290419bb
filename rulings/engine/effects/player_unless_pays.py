"""'[Do something] unless [that player] pays {2}' (Rhystic Study: "you may draw a card unless that
player pays {1}"; Soul Barrier, Power Taint: "... loses 2 life unless they pay {2}"): the player
named may pay; if they don't, the instructions are followed (2026 118.12a). The choice is theirs,
made as the effect is applied (2007 413.2c; 2026 608.2d); `then` is what happens if they pay ("that
player may pay {2}. If the player does, they draw a card"). The choice is the resolving action's `choices` for the
source, `{"source_id": {"pays": true}}`; without it they don't pay, and the log says no choice was
given. They pay from their mana pool, else with the fewest of their mana abilities that pay it
(unless.pay_generic); choosing to pay what they can't pay refuses the action."""
from __future__ import annotations

from ..choices import made_for
from ..log import emit
from .base import amount_of, effect, resolve_ref, run
from .unless import pay_generic


@effect("player_unless_pays", fields=("player", "amount", "effect", "then"))
def player_unless_pays(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "you"))
    payer = game.player_named(ref.id) if ref is not None and ref.kind == "player" else None
    if payer is None:  # no one the words name is left to pay: the instructions are followed
        run(game, st.get("effect", ()), ctx)
        return
    cost = "{%d}" % amount_of(game, ctx, st.get("amount", 0))
    given = made_for(game, ctx.source_id).get("pays")
    why = (("choice_on_resolution", f"{payer.name} chooses whether to pay while the effect is applied"),
           *((("unless_pays", f"\"unless {payer.name} pays\" means {payer.name} may pay; if they don't, the rest happens"),)
             if game.rules.applies("unless_pays") else ()))
    if given:
        pay_generic(game, payer, cost, ctx.source_name)
        emit(game, f"{payer.name} pays {cost}" + ("." if st.get("then") else f", so nothing else of {ctx.source_name}'s instruction happens."), *why)
        run(game, st.get("then", ()), ctx)  # "If they do, ..." (Unifying Theory)
        return
    default = "" if given is not None else " (no choice was given: the player doesn't pay)"
    emit(game, f"{payer.name} doesn't pay {cost}{default}.", *why)
    run(game, st.get("effect", ()), ctx)
