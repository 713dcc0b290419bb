""""Players can't gain life this turn." (Skullcrack) / "Your opponents can't gain life this turn."
(Atarka's Command): an effect of a resolving spell or ability that lasts until end of turn and modifies
the rules of the game (it changes no object's characteristics: 2007 418.3b; 2026 611.2c), as
cant_gain_life.py's static abilities do while their permanent is in play: a gain of life by a player it
covers doesn't happen, the "can't" winning (2007 103.2; 2026 101.2, 119.7).

Instruction `cant_gain_life_this_turn`, `players`: "each_player" (the default) or "each_opponent" (the
opponents of the spell's controller as it resolves)."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .state import Effect

KIND = "cant_gain_life_this_turn"  # a game-wide Effect, its `target` the players it covers
PLAYERS = ("each_player", "each_opponent")


@effect("cant_gain_life_this_turn", fields=("players",))
def cant_gain_life_this_turn(game, st, ctx):
    who = st.get("players", "each_player")
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, who, -1, (("controller", ctx.controller),),
                                          "end_of_turn", ctx.source_name),)
    said = "Players" if who == "each_player" else f"{game.players[ctx.controller].name}'s opponents"
    emit(game, f"{said} can't gain life this turn.",
         ("rules_modifying_effect", "it modifies no object's characteristics, so it modifies the rules of the game"),
         ("effect_lasts_as_stated", "it lasts until end of turn, after its source has left the stack"))


def stopping(game, player) -> str | None:
    """The source of an effect of this turn that says `player` can't gain life, or None."""
    for e in game.effects or ():
        if e.kind == KIND and (e.target == "each_player" or dict(e.data).get("controller") != player.index):
            return e.source
    return None
