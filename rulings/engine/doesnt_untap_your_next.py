""""This land doesn't untap during your next untap step." (Thalakos Lowlands, after its mana): an
effect lasting until the next untap step of the player who controlled the ability (2007 418.3a;
2026 611.2a), which keeps the permanent from untapping then (2007 302.2; 2026 502.3: "effects can
keep one or more of a player's permanents from untapping"). Unlike "its controller's next untap
step" (next_untap.py) it is that player's step whoever controls the permanent by then: it ends with
that step, and keeps the permanent tapped only if that player untaps it then."""
from __future__ import annotations

from .effects.base import effect, permanent
from .log import emit
from .next_untap import DOESNT_UNTAP_NEXT
from .state import Effect
from .targets import display


@effect("doesnt_untap_your_next", fields=("what",))
def doesnt_untap_your_next(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "self")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), DOESNT_UNTAP_NEXT, obj.id, obj.zcc,
                                          (("source_id", ctx.source_id), ("player", ctx.controller)),
                                          "its_controllers_next_untap_step", ctx.source_name),)
    emit(game, f"{display(game, obj)} doesn't untap during {game.players[ctx.controller].name}'s next untap step.",
         ("effect_lasts_as_stated", f"{ctx.source_name}'s effect lasts until {game.players[ctx.controller].name}'s next untap step"))
