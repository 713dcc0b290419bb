"""An extra turn with a price: "Take an extra turn after this one. At the beginning of that turn's end
step, you lose the game." (Final Fortune, Last Chance, Warrior's Oath, Chance for Glory).

The spell adds the turn (2007 300.6; 2026 500.7) and creates a delayed triggered ability (2007 404.4;
2026 603.7) that triggers only at the beginning of the end step of that turn: the extra turn is kept on
the list of extra turns with who gave it, and as that turn is taken (not skipped: 2007 419.6e, 2026
614.10a, a skipped turn has no end step) the ability waits for its end step as any "at the beginning of
the next end step" one does. On resolution its controller loses the game ("lose_game": 2026 104.3e).
"""
from __future__ import annotations

from .log import emit
from .state import DelayedTrigger

TEXT = "At the beginning of that turn's end step, you lose the game."


def doomed_extra_turn(game, player, ctx) -> None:
    """The extra turn is added with the spell's controller and name, for its delayed ability."""
    game.extra_turns = game.extra_turns + ((player.index, ctx.controller, ctx.source_id, ctx.source_name),)
    loser = game.players[ctx.controller].name
    emit(game, f"{player.name} will take an extra turn after this one; at the beginning of that turn's end step, "
               f"{loser} loses the game.",
         ("extra_turns", "the extra turn is added directly after this turn"),
         ("delayed_trigger_created", "the spell creates an ability that triggers at the beginning of that turn's end step"))


def extra_turn_begins(game, entry: tuple) -> None:
    """The extra turn is taken: its end step is the next one, where the delayed ability triggers."""
    _, controller, source_id, name = entry
    game.delayed = game.delayed + (DelayedTrigger(game.new_id("d"), "end_of_turn", ({"do": "lose_game", "player": "you"},),
                                                  None, controller, source_id or "", name, TEXT),)
