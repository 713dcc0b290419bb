"""Bolster (2026 701.39a): "'Bolster N' means 'Choose a creature you control with the least
toughness or tied for least toughness among creatures you control. Put N +1/+1 counters on that
creature.'" The creature is chosen as the spell or ability resolves; among those tied, the one
chosen is the resolving action's `choices` for the spell's or ability's source,
`{"source_id": {"cards": ["id"]}}` (none: the first in the order they entered, and the log says
no choice was given). A keyword action later than February 2007: a card that bolsters is refused
as it is cast under those rules (free_cast.refuse_later_keyword), and the instruction does
nothing there, the log saying why."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import amount_of, effect
from .errors import IllegalAction
from .free_cast import LATER_ACTIONS
from .log import emit
from .targets import display

LATER_ACTIONS["bolster"] = "701.39"


@effect("bolster", fields=("amount",))
def bolster(game, st, ctx):
    """`amount`: N."""
    n = amount_of(game, ctx, st.get("amount", 1))
    you = game.players[ctx.controller]
    if not game.words.today:
        emit(game, f"{you.name} would bolster {n}: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['bolster']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    creatures = [game.objects[oid] for oid in game.zones[(ctx.controller, "in_play")]
                 if "Creature" in characteristics(game, game.objects[oid]).types]
    if not creatures:
        emit(game, f"{you.name} controls no creature: bolster {n} does nothing.",
             ("bolster", "bolster chooses a creature its controller controls"))
        return
    least = min(characteristics(game, c).toughness for c in creatures)
    tied = [c for c in creatures if characteristics(game, c).toughness == least]
    named = made_for(game, ctx.source_id).get("cards")
    if named:
        wrong = [oid for oid in named if oid not in {c.id for c in tied}]
        if wrong or len(named) != 1:
            raise IllegalAction("bolster", f"choices.{ctx.source_id}.cards must name one creature {you.name} controls with the "
                                           f"least toughness ({least}): {', '.join(c.id for c in tied)}; it names "
                                           f"{', '.join(named)}", "illegal_action_reversed")
    chosen = next((c for c in tied if c.id in (named or ())), None)
    default = "" if chosen is not None or len(tied) == 1 else " (no choice was given: the first of those tied)"
    chosen = chosen or tied[0]
    chosen.counters = {**chosen.counters, "+1/+1": chosen.counters.get("+1/+1", 0) + n}
    game.characteristics_changed()
    emit(game, f"{you.name} bolsters {n}: {display(game, chosen)} has the least toughness ({least}) among creatures {you.name} "
               f"controls{', tied with ' + ', '.join(display(game, c) for c in tied if c is not chosen) if len(tied) > 1 else ''}"
               f"{default}, and {n} +1/+1 counter{'s' if n != 1 else ''} {'is' if n == 1 else 'are'} put on it.",
         ("bolster", "a creature with the least toughness or tied for least toughness gets N +1/+1 counters"),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
