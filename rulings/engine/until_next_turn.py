"""Effects that last "until your next turn" (Mu Yanling, Celestial Wind's "Until your next turn, up
to one target creature gets -5/-0"): a continuous effect from a resolving ability lasts as long as it
says (2007: 418.3a; 2026: 611.2a), here until the next turn of the player who controlled that ability
begins, whoever's turns come between (an extra turn of theirs is their next turn). The effect keeps
that player (`until_turn_of` in its data), and the new turn ends it as it begins, before its untap
step (rulings/engine/priority._new_turn)."""
from __future__ import annotations

from .log import emit

UNTIL_NEXT_TURN = "your_next_turn"


def data_for(controller: int) -> tuple:
    """What an effect lasting until its controller's next turn keeps."""
    return (("until_turn_of", controller),)


def end_effects(game) -> None:
    """The active player's turn begins: their "until your next turn" effects end (418.3a / 611.2a)."""
    ending = [e for e in game.effects if e.until == UNTIL_NEXT_TURN and e.get("until_turn_of") == game.active]
    if not ending:
        return
    game.effects = tuple(e for e in game.effects if e not in ending)
    game.characteristics_changed()
    who = game.players[game.active].name
    for e in ending:
        emit(game, f"{e.source}'s effect on {_name(game, e)} ends: it lasted until {who}'s next turn.",
             ("effect_lasts_as_stated", f"it lasted \"until your next turn\", and {who}'s turn has begun"))


def _name(game, e) -> str:
    from .targets import display
    obj = game.objects.get(e.target)
    return display(game, obj) if obj is not None else e.target
