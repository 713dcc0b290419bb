"""Support (2026 701.41a): "'Support N' on a permanent means 'Put a +1/+1 counter on each of up
to N other target creatures.' 'Support N' on an instant or sorcery spell means 'Put a +1/+1
counter on each of up to N target creatures.'" The targets are the ability's "up to N" targets
(each an `up_to` filter, with `other` on a permanent); this instruction puts the counter on one
of them, if it was chosen and is still legal. A keyword action later than February 2007: a card
that supports is refused as it is cast under those rules (free_cast.refuse_later_keyword), and
the instruction does nothing there, the log saying why."""
from __future__ import annotations

from .effects.base import effect, permanent
from .free_cast import LATER_ACTIONS
from .log import emit
from .targets import display

LATER_ACTIONS["support"] = "701.41"


@effect("support", fields=("to",))
def support(game, st, ctx):
    """`to`: "target:N", one of the N targets of "support N"."""
    if not game.words.today:
        emit(game, f"{ctx.source_name} would support: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['support']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
    game.characteristics_changed()
    emit(game, f"Support: a +1/+1 counter is put on {display(game, obj)}.",
         ("support", "support N puts a +1/+1 counter on each of up to N (other) target creatures"),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
