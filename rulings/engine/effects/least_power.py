""" "Destroy the creature with the least power. It can't be regenerated. If two or more creatures are tied for least
power, you choose one of them." (Drop of Honey, Porphyry Nodes): `{"do": "destroy_least_power"}`. As it resolves, the
creatures on the battlefield (any player's) are looked at and the one with the least power, as it is now, is destroyed
without regeneration (2007 413.2b; 2026 608.2c). Tied, the ability's controller chooses one of them as it resolves (2007
413.2c; 2026 608.2d): the action's `choices: {"source id": {"chosen_permanent": "creature id"}}`; without one, the tied
creature that came into play last, and the log says so. No creature: nothing happens."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from ..zones import destroy as destroy_permanent
from .base import effect
from .moves import destroyed_as


@effect("destroy_least_power")
def destroy_least_power(game, st, ctx):
    you = game.players[ctx.controller]
    powers = {o.id: characteristics(game, o).power or 0 for o in game.in_play() if characteristics(game, o).is_creature}
    if not powers:
        emit(game, f"{ctx.source_name}: there is no creature, so nothing is destroyed.")
        return
    least = min(powers.values())
    tied = [game.objects[oid] for oid, n in powers.items() if n == least]
    why = ("choice_on_resolution", f"{you.name} chooses among the creatures tied for least power as the ability resolves")
    named = made_for(game, ctx.source_id).get("chosen_permanent")
    if len(tied) == 1:
        obj, note = tied[0], ""
        if named is not None and named != obj.id:
            raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.chosen_permanent: only {obj.id} has the least power",
                                "illegal_action_reversed")
        emit(game, f"{display(game, obj)} is the creature with the least power ({least}).")
    else:
        if named is not None:
            if named not in {o.id for o in tied}:
                raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.chosen_permanent must name one of the creatures "
                                                            f"tied for least power: {', '.join(o.id for o in tied)}", "illegal_action_reversed")
            obj, note = game.objects[named], ""
        else:
            obj = max(tied, key=lambda o: o.timestamp)
            note = f" (no choice was given: the one that {game.words.came_into_play} last)"
        emit(game, f"{len(tied)} creatures are tied for least power ({least}); {you.name} chooses {display(game, obj)}{note}.", why)
    destroy_permanent(game, obj, can_regenerate=False, said=destroyed_as(game, obj))
