"""Echo's "sacrifice it unless you pay [cost]" (2007: 502.19a; 2026: 702.30a): the
permanent's controller chooses, as the ability resolves, whether to pay (2007:
413.2c and the glossary's "Unless"; 2026: 608.2d and 118.12a: "[do something]
unless [a player does something else]" is "[that player] may [do it]; if they
don't, [do something]"). They may activate mana abilities to pay (411.2 / 605.3a);
they can't choose to pay what they can't pay (413.2c / 608.2d).

The choice is the action's `choices` for the permanent (`{"id": {"pays": true}}`,
as for "counter unless pays"); without one they don't pay, and it is sacrificed."""
from __future__ import annotations

from .base import effect
from .sacrifice_unless import pay_or_sacrifice


@effect("sacrifice_unless_pays", fields=("cost",), internal=True)
def sacrifice_unless_pays(game, st, ctx):
    cost = st["cost"]
    pay_or_sacrifice(game, ctx, cost, lead=(("echo", f"echo {cost}: sacrifice it unless its controller pays {cost}"),),
                     called=", the echo cost",
                     means="\"sacrifice it unless you pay\" means its controller may pay; if they don't, it is sacrificed")
