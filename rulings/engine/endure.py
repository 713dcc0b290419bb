"""Endure (2026 701.63): "Certain abilities instruct a permanent to endure N. To do so, that permanent's
controller creates an N/N white Spirit creature token unless they put N +1/+1 counters on that permanent"
(701.63a); "If a permanent is instructed to endure 0, nothing happens" (701.63b).

The instruction `endure` (`amount`: N, a number or "X"; `to`: the permanent, `self` by default): the choice is
its controller's as the instruction is followed (608.2d), the resolving action's `choices` for the ability's
source, `{"id": {"endure": true}}` for the counters; without one, or false, they don't put the counters, so they
create the token (id "spirit", "spirit-2"...). A permanent no longer on the battlefield can't have counters put
on it: choosing the counters then refuses the action, and without that choice the token is created. The token
is the permanent's controller's; if it has left the battlefield, the ability's controller's. A keyword action later than February 2007:
a card that endures is refused as it is cast under those rules (free_cast.refuse_later_keyword), and the
instruction does nothing there, the log saying why."""
from __future__ import annotations

from dataclasses import replace

from .choices import made_for
from .effects.base import amount_of, effect, permanent, run
from .errors import IllegalAction
from .free_cast import LATER_ACTIONS
from .log import emit
from .targets import display

LATER_ACTIONS["endure"] = "701.63"


def spirit(n: int) -> dict:
    """The N/N white Spirit creature token (701.63a)."""
    return {"name": "Spirit", "types": ["Creature"], "subtypes": ["Spirit"], "colors": ["white"], "power": n, "toughness": n}


@effect("endure", fields=("amount", "to"))
def endure(game, st, ctx):
    n = max(0, amount_of(game, ctx, st.get("amount", 1)))
    obj = permanent(game, ctx, st, "to", "self")
    name = display(game, obj) if obj is not None else ctx.source_name
    you = game.players[obj.controller if obj is not None else ctx.controller]
    if not game.words.today:
        emit(game, f"{name} would endure {n}: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['endure']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    if n == 0:
        emit(game, f"{name} endures 0: nothing happens.", ("endure_zero", "a permanent instructed to endure 0: nothing happens"))
        return
    counters = f"put {n} +1/+1 counter{'s' if n != 1 else ''} on {name}"
    cites = (("endure", f"endure {n}: {you.name} creates a {n}/{n} white Spirit creature token unless they {counters}"),
             ("choice_on_resolution", f"{you.name} chooses as the instruction is followed"))
    given = made_for(game, ctx.source_id).get("endure")
    if given:
        if obj is None:
            raise IllegalAction("choice_on_resolution", f"{name} is no longer on the battlefield, so {you.name} can't choose to {counters}",
                                "illegal_action_reversed")
        emit(game, f"{name} endures {n}: {you.name} chooses to {counters}.", *cites)
        run(game, [{"do": "put_counters", "counter": "+1/+1", "amount": n, "to": st.get("to", "self")}], ctx)
        return
    why = " (no choice was given: they don't)" if given is None and obj is not None else \
        (" (it is no longer on the battlefield)" if obj is None else "")
    emit(game, f"{name} endures {n}: {you.name} doesn't {counters}{why}, so they create a {n}/{n} white Spirit creature token.", *cites)
    maker = replace(ctx, controller=obj.controller) if obj is not None else ctx
    run(game, [{"do": "create_token", "id": "spirit", "count": 1, "token": spirit(n)}], maker)
