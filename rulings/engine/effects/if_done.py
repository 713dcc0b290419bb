""""[Do something]. If you do, [effect]" with no choice: "When a creature you control dies, sacrifice
this enchantment. If you do, create four 1/1 colorless Spirit creature tokens" (Promise of Bunrei),
"Whenever a player casts a spell, remove a +1/+1 counter from this creature. If you do, create a 2/2
black Zombie creature token" (Noosegraf Mob).

The action is a cost paid as the ability resolves, and "If you do" checks whether its controller
started to pay it (2026 118.12; its example: Standstill, exiled before its ability resolves, can't be
sacrificed, so no one draws). A player can't pay a cost without the resources to pay it fully (2026
118.3): the source must still be on the battlefield (under the ability's controller's control, to be
sacrificed; with at least that many such counters, to remove them). When it can't be paid, neither it
nor what follows "If you do" happens. The February 2007 rules have no such rule; the engine reads the
words the same way (the instruction, then what "if you do" says, only if it was done).

Fields: `effect`, the one instruction that is the cost (`{"do": "sacrifice", "what": "self"}` or
`{"do": "remove_counters", "counter": "+1/+1" or "-1/-1", "amount": N, "to": "self"}`), `then`
(the instructions after "If you do"), `text` (the cost in the card's words, "~" for its name, for the log)."""
from __future__ import annotations

from ..log import emit
from .base import amount_of, effect, permanent, run

#: the costs an `if_done` may pay: the instruction kind and the field naming the source
COSTS = {"sacrifice": "what", "remove_counters": "to"}


def payable(game, ctx, inner) -> bool:
    """Whether the ability's controller can pay the cost fully now (2026 118.3)."""
    obj = permanent(game, ctx, inner, COSTS[inner["do"]], "self")
    if obj is None or obj.zone != "in_play":
        return False
    if inner["do"] == "sacrifice":
        return obj.controller == ctx.controller  # only a permanent they control (2026 701.21a)
    return obj.counters.get(inner.get("counter", "+1/+1"), 0) >= amount_of(game, ctx, inner.get("amount", 1))


@effect("if_done", fields=("effect", "then", "text"))
def if_done(game, st, ctx):
    inner = st["effect"][0]
    you = game.players[ctx.controller].name
    what = (st.get("text") or "pay the cost").replace("~", ctx.source_name)
    cite = ("if_you_do_mandatory", "\"if you do\" checks whether the player started to pay this mandatory cost") \
        if game.rules.applies("if_you_do_mandatory") else None
    if not payable(game, ctx, inner):
        emit(game, f"{you} can't {what}, so what follows \"if you do\" doesn't happen.", *([cite] if cite else []))
        return
    if cite:
        emit(game, f"{you} pays the cost: {what}.", cite)
    run(game, st["effect"], ctx)
    run(game, st.get("then", ()), ctx)
