""""Sacrifice a creature." as an instruction ("At the beginning of your upkeep, sacrifice a creature."):
the ability's controller chooses a creature they control as it resolves (2007 413.2c; 2026 608.2d)
and sacrifices it: only a permanent they control (2026 701.21a), the ability's own creature too.
The choice is the action's `choices: {"source id": {"sacrifice": ["creature id"]}}`; without one,
the creature they control that came into play last, and the log says so. None: nothing happens.

`another`: "sacrifice a creature other than this creature" (Lord of the Pit): not the ability's source.
`if_none`: "If you can't, this creature deals 7 damage to you": the instructions followed when the
player controls no creature they could sacrifice (the effect does only as much as possible,
2007 416.3; 2026 609.3; "can't" is then true)."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit, known, SACRIFICED
from ..targets import display
from .base import effect, run


@effect("sacrifice_a_creature", fields=("another", "if_none"))
def sacrifice_a_creature(game, st, ctx):
    from ..zones import leave_play
    you = game.players[ctx.controller]
    yours = [o for o in game.in_play(you.index) if characteristics(game, o).is_creature
             and not (st.get("another") and o.id == ctx.source_id)]
    named = made_for(game, ctx.source_id).get("sacrifice")
    why = ("choice_on_resolution", f"{you.name} chooses the creature to sacrifice as the ability resolves")
    if not yours:
        other = " other than " + ctx.source_name if st.get("another") else ""
        emit(game, f"{you.name} controls no creature{other}, so nothing is sacrificed.", why)
        if st.get("if_none"):
            emit(game, f"{you.name} can't sacrifice a creature{other}, so the instructions for that happen instead.",
                 ("impossible_as_much_as_possible", "the effect does only as much as possible: here nothing, so the player can't"))
            run(game, st["if_none"], ctx)
        return
    if named is not None:
        if len(named) != 1 or named[0] not in {o.id for o in yours}:
            raise IllegalAction("choice_on_resolution", f"choices.{ctx.source_id}.sacrifice must name one creature {you.name} "
                                                        f"controls: {', '.join(o.id for o in yours)}", "illegal_action_reversed")
        obj, note = game.objects[named[0]], ""
    else:
        obj = max(yours, key=lambda o: o.timestamp)
        note = f" (no choice was given: the creature they control that {game.words.came_into_play} last)"
    name = display(game, obj)
    emit(game, f"{you.name} sacrifices {name}{note}.", why, *known(game, SACRIFICED))
    leave_play(game, obj, "graveyard", "sacrifice")
