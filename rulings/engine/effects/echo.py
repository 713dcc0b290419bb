"""Echo's "sacrifice it unless you pay [cost]" (2007: 502.19a; 2026: 702.30a): the
permanent's controller chooses, as the ability resolves, whether to pay (2007:
413.2c and the glossary's "Unless"; 2026: 608.2d and 118.12a: "[do something]
unless [a player does something else]" is "[that player] may [do it]; if they
don't, [do something]"). They may activate mana abilities to pay (411.2 / 605.3a);
they can't choose to pay what they can't pay (413.2c / 608.2d).

The choice is the action's `choices` for the permanent (`{"id": {"pays": true}}`,
as for "counter unless pays"); without one they don't pay, and it is sacrificed."""
from __future__ import annotations

from ..choices import made_for
from ..log import emit
from ..targets import display
from .base import effect, permanent, run
from .unless import pay_generic


@effect("sacrifice_unless_pays", fields=("cost",), internal=True)
def sacrifice_unless_pays(game, st, ctx):
    you = game.players[ctx.controller]
    obj = permanent(game, ctx, {}, "what", "self")
    cost = st["cost"]
    cites = [("echo", f"echo {cost}: sacrifice it unless its controller pays {cost}"),
             ("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to pay {cost}")]
    if game.rules.applies("unless_pays"):
        cites.append(("unless_pays", "\"sacrifice it unless you pay\" means its controller may pay; if they don't, it is sacrificed"))
    if obj is None or obj.controller != ctx.controller:
        emit(game, f"{ctx.source_name} is no longer a permanent {you.name} controls, so there is nothing to pay for or sacrifice.", *cites)
        return
    given = made_for(game, ctx.source_id).get("pays")
    if given:
        pay_generic(game, you, cost, ctx.source_name)
        emit(game, f"{you.name} pays {cost}, the echo cost, so {display(game, obj)} stays.", *cites)
        return
    default = "" if given is not None else " (no choice was given: the player doesn't pay)"
    emit(game, f"{you.name} doesn't pay {cost}, the echo cost{default}.", *cites)
    run(game, [{"do": "sacrifice", "what": "self"}], ctx)
