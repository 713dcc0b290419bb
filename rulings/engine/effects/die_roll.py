""""Roll a d20." and its results table (2026: 706.1a, 706.3a-b): the roll, the table and
what it says are one ability; after the roll, the line of the table whose range holds the
result happens, if any. The engine never invents a result: the resolving action's `choices`
for the source gives the natural result (`{"source id": {"roll": 14}}`, 1 to N for a dN,
706.1a); without one the action is refused, naming the field.

Rolling a die is later than the February 2007 rules (which mention dice only as a way to
choose at random): a spell that rolls one is refused as it is cast under those rules
(free_cast.refuse_later_keyword), and an ability's roll does nothing there, the log saying why."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..free_cast import LATER_ACTION_WORDS, LATER_ACTIONS
from ..log import emit
from .base import effect, run

LATER_ACTIONS["roll_die"] = "706.1"
LATER_ACTION_WORDS["roll_die"] = "has a player roll a die, an instruction"


def _range(row: dict) -> str:
    return str(row["min"]) if row["min"] == row["max"] else f"{row['min']}–{row['max']}"


@effect("roll_die", fields=("sides", "results"))
def roll_die(game, st, ctx):
    you = game.players[ctx.controller]
    sides = st.get("sides", 20)
    if not game.words.today:
        emit(game, f"{ctx.source_name} would have {you.name} roll a d{sides}: rolling a die is later than the February 2007 "
                   f"rules (2026: rule {LATER_ACTIONS['roll_die']}), which the engine applies only under the 2026 rules, "
                   "so nothing happens.")
        return
    result = made_for(game, ctx.source_id).get("roll")
    if isinstance(result, bool) or not isinstance(result, int) or not 1 <= result <= sides:
        given = "" if result is None else f" ({result} is not a result of a d{sides})"
        raise IllegalAction("die_roll", f"{ctx.source_name} has {you.name} roll a d{sides}: give the result, 1 to {sides}, "
                                        f"in choices.{ctx.source_id}.roll{given}")
    emit(game, f"{you.name} rolls a d{sides}: the result is {result}.",
         ("die_roll", f"a d{sides} has {sides} equally likely outcomes, numbered from 1 to {sides}"))
    rows = st.get("results") or ()
    row = next((r for r in rows if r["min"] <= result <= r["max"]), None)
    if rows and row is None:
        emit(game, f"No line of the results table is for {result}, so nothing more happens.",
             ("die_roll_results_table", "each line means \"if the result was in this range, [effect]\""))
        return
    if row is not None:
        emit(game, f"The results table's line {_range(row)} happens.",
             ("die_roll_results_table", f"the result {result} is in the range {_range(row)}"))
        run(game, row.get("effect", ()), ctx)
