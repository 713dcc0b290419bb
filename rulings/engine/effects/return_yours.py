""" "Return a land you control to its owner's hand" (the karoo lands) and "return a
creature you control to its owner's hand": no target; the permanent is chosen as the
effect is applied (2007 413.2c, 2026 608.2d), among those its controller controls
then, so one that has left meanwhile can't be chosen and it may be the source itself."""
from __future__ import annotations

from ..choices import made_for
from ..continuous import characteristics
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from ..zones import leave_play
from .base import effect

KINDS = ("Land", "Creature")


@effect("return_one_you_control", fields=("type",))
def return_one_you_control(game, st, ctx):
    """The action's `choices` gives the permanent for this source
    (`{"source_id": {"cards": ["forest"]}}`); without a choice, the one of that type its
    controller has controlled the shortest time (the last in play order), and the log says so.
    A choice that isn't a permanent of that type its controller controls refuses the action."""
    kind = st.get("type", "Land")
    p = game.players[ctx.controller]
    mine = [o for o in game.in_play(ctx.controller) if kind in characteristics(game, o).types]
    what = f"{'a land' if kind == 'Land' else 'a creature'} {p.name} controls"
    if not mine:
        emit(game, f"{p.name} controls no {kind.lower()}: nothing is returned.",
             ("impossible_as_much_as_possible", "an effect that attempts something impossible does only as much as possible"))
        return
    given = made_for(game, ctx.source_id)
    named = list(given.get("cards") or ())
    if named:
        chosen = next((o for o in mine if o.id == named[0]), None)
        if chosen is None or len(named) != 1:
            raise IllegalAction("choice_on_resolution",
                                f"choices.{ctx.source_id}.cards must name exactly one {kind.lower()} {p.name} controls "
                                f"({', '.join(o.id for o in mine)})")
        note = ""
    else:
        chosen = max(mine, key=lambda o: o.timestamp)
        note = " (no choice was given: the one that came under their control last)"
    name = display(game, chosen)
    leave_play(game, chosen, "hand", "returned")
    emit(game, f"{p.name} chooses {name}, {what}, as the ability resolves{note}: it is returned to its owner's hand.",
         ("choice_on_resolution", "the permanent is chosen as the effect is applied: it isn't a target"),
         ("zone_change_new_object", "when it changes zones it becomes a new object"))
