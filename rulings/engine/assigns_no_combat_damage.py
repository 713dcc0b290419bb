"""Laccolith Grunt's "If you do, this creature assigns no combat damage this turn": the instruction
`assigns_no_combat_damage` (`what`, default `self`). The permanent, if it is still on the
battlefield, assigns no combat damage for the rest of the turn: as combat damage is assigned
(2007 310.1; 2026 510.1) it is left out, as a creature with 0 power is, and the effect lasts until
end of turn, after its source has left the stack (2007 418.3a; 2026 611.2a). A new object (one
that left the battlefield and came back, 2007 217.1c / 2026 400.7) is not affected."""
from __future__ import annotations

from .effects.base import effect, permanent
from .log import emit
from .replacement import effects_on
from .state import Effect
from .targets import display

KIND = "assigns_no_combat_damage"


@effect(KIND, fields=("what",))
def assigns_no_combat_damage(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "self")
    if obj is None:
        emit(game, f"{ctx.source_name}: the permanent that would assign no combat damage this turn has left the battlefield; nothing happens.")
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, obj.id, obj.zcc, (("source_id", ctx.source_id),),
                                          "end_of_turn", ctx.source_name),)
    emit(game, f"{display(game, obj)} assigns no combat damage this turn.",
         ("effect_lasts_as_stated", "it lasts until end of turn, after its source has left the stack"))


def assigns_none(game, obj) -> bool:
    """Whether an effect says `obj` assigns no combat damage this turn."""
    return bool(effects_on(game, KIND, obj.id, obj.zcc))
