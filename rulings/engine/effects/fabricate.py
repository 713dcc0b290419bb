"""Fabricate N (2026: 702.123a): "When this permanent enters, you may put N +1/+1
counters on it. If you don't, create N 1/1 colorless Servo artifact creature
tokens." The choice is its controller's as the ability resolves (608.2d): the
action's `choices` for the permanent (`{"id": {"fabricate": true}}` for the
counters); without one, they don't put counters, so they create the Servos. A
player can't choose to put counters on a permanent that has left the battlefield
(608.2d: what they can't do); that choice refuses the action."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from .base import effect, permanent, run

SERVO = {"name": "Servo", "types": ["Artifact", "Creature"], "subtypes": ["Servo"], "colors": [], "power": 1, "toughness": 1}


@effect("fabricate", fields=("count",), internal=True)
def fabricate(game, st, ctx):
    you = game.players[ctx.controller]
    n = st.get("count", 1)
    given = made_for(game, ctx.source_id).get("fabricate")
    what = f"put {n} +1/+1 counter{'s' if n != 1 else ''} on {ctx.source_name}"
    cites = [("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to {what}"),
             ("fabricate", f"fabricate {n}: {n} +1/+1 counters on it, or if not, {n} 1/1 Servo tokens")]
    if given:
        if permanent(game, ctx, {}, "to", "self") is None:
            raise IllegalAction("choice_on_resolution", f"{ctx.source_name} has left the battlefield, so {you.name} can't choose to {what}",
                                "illegal_action_reversed")
        emit(game, f"{you.name} chooses to {what}.", *cites)
        run(game, [{"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "self"}], ctx)
        return
    default = " (no choice was given: the player doesn't)" if given is None else ""
    emit(game, f"{you.name} doesn't {what}{default}, so they create {n} Servo token{'s' if n != 1 else ''}.", *cites)
    run(game, [{"do": "create_token", "id": "servo", "count": n, "token": SERVO}], ctx)
