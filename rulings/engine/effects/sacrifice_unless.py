""""When this land enters, sacrifice it unless you pay {1}" (Rupture Spire): the permanent's
controller chooses, as the ability resolves, whether to pay (2007: 413.2c; 2026: 608.2d and
118.12a: "[do something] unless [a player does something else]" is "[that player] may [do it];
if they don't, [do something]"). They may activate mana abilities to pay (411.2 / 605.3a) and
can't choose to pay what they can't pay (413.2c / 608.2d). Echo's upkeep sacrifice (echo.py) is the
same choice: `pay_or_sacrifice`.

The choice is the action's `choices` for the source (`{"source_id": {"pays": true}}`, as for
"counter unless pays"); without one they don't pay, and the permanent is sacrificed. If the
permanent is no longer one they control, there is nothing to pay for or sacrifice."""
from __future__ import annotations

from ..choices import made_for
from ..log import emit
from ..targets import display
from .base import effect, permanent, run
from .unless import pay_generic


@effect("sacrifice_unless_you_pay", fields=("cost",))
def sacrifice_unless_you_pay(game, st, ctx):
    you = game.players[ctx.controller]
    pay_or_sacrifice(game, ctx, st["cost"],
                     means=f"\"sacrifice it unless you pay {st['cost']}\" means {you.name} may pay; if they don't, it is sacrificed")


def pay_or_sacrifice(game, ctx, cost: str, lead: tuple = (), called: str = "", means: str = "") -> None:
    """The permanent's controller pays `cost` or sacrifices it, chosen as the effect is applied
    (`choices: {source: {"pays": ...}}`); echo's upkeep trigger too (echo.py), whose `lead` cites
    echo and whose log `called` says "the echo cost"."""
    you = game.players[ctx.controller]
    obj = permanent(game, ctx, {}, "what", "self")
    cites = [*lead, ("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to pay {cost}")]
    if game.rules.applies("unless_pays"):
        cites.append(("unless_pays", means))
    if obj is None or obj.controller != ctx.controller:
        emit(game, f"{ctx.source_name} is no longer a permanent {you.name} controls, so there is nothing to pay for or sacrifice.", *cites)
        return
    given = made_for(game, ctx.source_id).get("pays")
    if given:
        pay_generic(game, you, cost, ctx.source_name)
        emit(game, f"{you.name} pays {cost}{called}, so {display(game, obj)} stays.", *cites)
        return
    default = "" if given is not None else " (no choice was given: the player doesn't pay)"
    emit(game, f"{you.name} doesn't pay {cost}{called}{default}.", *cites)
    run(game, [{"do": "sacrifice", "what": "self"}], ctx)
