""""Flip a coin. If you win the flip, [effect]. If you lose the flip, [effect]."
(2007: 511.1; 2026: 705.2): the player who flips calls heads or tails and wins
the flip if the call matches the result; only that player wins or loses it.

The engine doesn't invent a random result: the scenario says how the flip went
in the action's `choices` for the source (`{"source id": {"flip": "won"}}` or
`"lost"`), as a judge reconstructs what happened at the table. A flip whose
result isn't given refuses the action, naming the field."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from .base import effect, run

RESULTS = ("won", "lost")


@effect("flip_coin", fields=("won", "lost"))
def flip_coin(game, st, ctx):
    you = game.players[ctx.controller]
    result = made_for(game, ctx.source_id).get("flip")
    if result not in RESULTS:
        raise IllegalAction("coin_flip", f"{ctx.source_name} has {you.name} flip a coin: say whether they won or lost the "
                                         f"flip in choices.{ctx.source_id}.flip (\"won\" or \"lost\")")
    emit(game, f"{you.name} flips a coin and {'wins' if result == 'won' else 'loses'} the flip.",
         ("coin_flip", f"{you.name} calls heads or tails; the call {'matches' if result == 'won' else 'does not match'} "
                       f"the result, so {you.name} {result} the flip"))
    if not st.get(result):
        emit(game, f"Nothing happens when {you.name} {'wins' if result == 'won' else 'loses'} the flip.")
    run(game, st.get(result, ()), ctx)
