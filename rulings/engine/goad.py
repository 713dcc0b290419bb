"""Goad (2026 701.15; later than the February 2007 rules, which refuse it): "Goad target creature",
"goad it", "Goad all creatures your opponents control". Until the next turn of the controller of the
spell or ability that goaded it (701.15a), the creature is goaded: it attacks each combat if able and
attacks a player other than that player if able (701.15b). Goaded is a designation, not an ability, and
not copiable; a new object after a zone change isn't goaded (400.7). The same player goading it again has
no effect (701.15d).

In a game of two players the only player a creature can attack is the one who goaded it, so the second
requirement asks nothing more and a goaded creature attacks each combat if able (the engine's combat
requirements, combat.py). With more than two players still in the game, goading is refused as the
instruction would be followed (the action that resolves it, with the game as it was): which player a goaded
creature attacks is a choice the engine's one defending player per combat can't make. The card itself
plays in such a game as long as nothing it says goads."""
from __future__ import annotations

from .effects.base import effect, permanent
from .log import emit
from .state import Effect
from .targets import display
from .until_next_turn import UNTIL_NEXT_TURN

GOADED = "goaded"
NO_GOAD_2007 = "goad (2026 701.15) is later than the February 2007 rules; play this scenario under the 2026-06-19 rules"
NOT_TWO_PLAYERS = ("the engine goads only in a game of two players: which other player a goaded creature attacks (2026 701.15b) "
                   "is a choice the engine's one defending player per combat can't make")


def goaded_by(game, obj) -> list[int]:
    """The players who goaded `obj` (the same object) and whose next turn hasn't begun."""
    return [e.get("by") for e in game.effects if e.kind == GOADED and e.target == obj.id and e.zcc == obj.zcc]


@effect("goad", fields=("to",))
def goad(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    if sum(1 for p in game.players if not p.lost) > 2:
        from .errors import IllegalAction
        raise IllegalAction("goad", NOT_TWO_PLAYERS)
    name, by = display(game, obj), game.players[ctx.controller].name
    if ctx.controller in goaded_by(game, obj):
        emit(game, f"{name} is already goaded by {by}: goading it again has no effect.",
             ("goad_again", "the same player goading it again creates no additional combat requirement"))
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), GOADED, obj.id, obj.zcc,
                                          (("by", ctx.controller), ("until_turn_of", ctx.controller)), UNTIL_NEXT_TURN, ctx.source_name),)
    game.characteristics_changed()
    emit(game, f"{name} is goaded by {by} until {by}'s next turn: it attacks each combat if able.",
         ("goad", "until the next turn of the player who goaded it, the creature is goaded"),
         ("goaded_attacks", "a goaded creature attacks each combat if able, and a player other than the one who goaded it if able"))
