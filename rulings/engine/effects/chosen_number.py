""" "Choose a number between 0 and 13. Each player sacrifices that many creatures of their choice"
(By Invitation Only): the controller chooses a number as the spell or ability resolves (2007
413.2c; 2026 608.2d), from `min` to `max` (the printed bounds, both allowed); "that many" / "the
chosen number" read it afterwards (`{"count": "chosen_number"}`, counted_amounts.py).

The number is the action's `choices: {"source id": {"chosen_number": N}}`; one outside the bounds is
refused naming the field; none given, the controller chooses `min` (the log says it is the
default)."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from .base import effect


@effect("choose_number", fields=("min", "max"))
def choose_number(game, st, ctx):
    lo, hi = int(st["min"]), int(st["max"])
    player = game.players[ctx.controller].name
    given = made_for(game, ctx.source_id or "").get("chosen_number")
    field = f'"choices": {{"{ctx.source_id}": {{"chosen_number": ...}}}}'
    if given is not None and (isinstance(given, bool) or not isinstance(given, int) or not lo <= given <= hi):
        raise IllegalAction("choice_on_resolution", f"{player} chooses a number between {lo} and {hi}, not {given!r} "
                                                    f"(the action's {field})", "illegal_action_reversed")
    note = "" if given is not None else " (no choice was given: the default, the lowest it allows)"
    number = lo if given is None else given
    ctx.data["chosen_number"] = number
    emit(game, f"{player} chooses the number {number} for {ctx.source_name}{note}.",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}, chooses the number as it resolves"))
