"""Detain (2026 701.35a): "Until the next turn of the controller of that spell or ability, that
permanent can't attack or block and its activated abilities can't be activated." An effect on that
object (a new object after a zone change is free of it: 2026 400.7), ended as that player's next
turn begins (until_next_turn.py; 2026 611.2a). Detain is later than February 2007: under those
rules the card's own words (its reminder text) are followed and no detain rule is cited; the
restrictions are then cited as the 2007 rules' own restrictions on attacking (308.2a), blocking
(309.2a) and playing abilities (409.4)."""
from __future__ import annotations

from . import evasion
from .effects.base import effect, permanent
from .effects.library import LATER
from .errors import IllegalAction
from .log import emit
from .state import Effect
from .targets import display
from .until_next_turn import UNTIL_NEXT_TURN, data_for

DETAINED = "detained"  # an Effect kind on the permanent


@effect("detain", fields=("what",))
def detain(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), DETAINED, obj.id, obj.zcc, data_for(ctx.controller), UNTIL_NEXT_TURN,
                                          ctx.source_name),)
    game.characteristics_changed()
    who = game.players[ctx.controller].name
    words = (f"{display(game, obj)} is detained: until {who}'s next turn, it can't attack or block and its activated abilities "
             f"can't be {game.words.activated}.")
    if game.rules.applies("detain"):
        emit(game, words, ("detain", f"until {who}'s next turn, {display(game, obj)} can't attack or block and its activated abilities "
                                     "can't be activated"),
             ("effect_lasts_as_stated", f"it lasts until {who}'s next turn"))
    else:
        emit(game, f"{words} Detain {LATER}", ("effect_lasts_as_stated", f"it lasts until {who}'s next turn"))


def detained(game, obj) -> bool:
    """Whether a detain effect binds `obj` (the same object) now."""
    return any(e.kind == DETAINED and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)


def _concept(game, general: str) -> str:
    return "detain" if game.rules.applies("detain") else general


def check_attack(game, obj, name: str) -> None:
    """A detained creature can't attack (2026 701.35a; 508.1c)."""
    if game.effects and detained(game, obj):
        raise IllegalAction(_concept(game, "attacking_restrictions"), f"{name} is detained, so it can't attack")


def check_activation(game, obj, name: str) -> None:
    """A detained permanent's activated abilities, mana abilities too, can't be activated (2026 701.35a; 602.5)."""
    if obj.zone == "in_play" and game.effects and detained(game, obj):
        raise IllegalAction(_concept(game, "activation_prohibited"),
                            f"{name} is detained, so its activated abilities can't be {game.words.activated}")


def _cant_block(game, b, bc, at, ac, bn, an):
    """A detained creature can't block (2026 701.35a; 509.1b): a check of evasion.BLOCK_CHECKS."""
    if game.effects and detained(game, b):
        return _concept(game, "blocking_restrictions"), f"{bn} is detained, so it can't block"
    return None


evasion.BLOCK_CHECKS += (_cant_block,)
