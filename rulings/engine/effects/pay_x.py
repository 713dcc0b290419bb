""""You may pay {X}. If you do, create X 1/1 white Soldier creature tokens" (Decree of Justice), "you
may pay {X}{R}. If you do, it deals X damage to any target" (Flameblast Dragon): the `may` with
`pay_x` (and, for the coloured part, `pay_mana`). X appears in no cost of the object, so its
controller chooses its value as the ability resolves (2026 107.3f; 2007 413.2c: a choice made while
the effect is applied): the action's `choices` for the source, `{"source_id": {"may": true, "x": 3}}`
(a whole number, 0 or more; choosing to pay without naming X is refused). They pay {X} (with the
rest of the cost) from their pool, else with the fewest mana abilities that pay it, and can't choose
what they can't pay (2026 118.3). What follows "If you do" reads X as that value."""
from __future__ import annotations

import dataclasses

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from .unless import pay_generic


def chosen_x(game, ctx, you, what: str) -> int:
    x = made_for(game, ctx.source_id).get("x")
    if isinstance(x, bool) or not isinstance(x, int) or x < 0:
        raise IllegalAction("choice_on_resolution", f"to {what}, choices.{ctx.source_id}.x must name the value of X "
                                                    f"(a whole number, 0 or more)", "illegal_action_reversed")
    return x


def pay_x(game, ctx, you, st, x: int):
    """Pay {X} and the rest of the cost; the context whose X is the value paid."""
    cost = ("{%d}" % x if x else "") + (st.get("pay_mana") or "")
    cites = [("x_on_resolution", f"X is defined by no cost, so {you.name} chooses it as the ability resolves: {x}")] \
        if game.rules.applies("x_on_resolution") else [("choice_on_resolution", f"{you.name} chooses X as the effect is applied: {x}")]
    if cost:
        pay_generic(game, you, cost, ctx.source_name)
        emit(game, f"{you.name} pays {cost} (X is {x}).", *cites)
    else:
        emit(game, f"{you.name} pays {{X}} with X = 0.", *cites)
    return dataclasses.replace(ctx, x=x)
