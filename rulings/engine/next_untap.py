""""It doesn't untap during its controller's next untap step" (Rush of Ice, Frost
Titan): an effect of a resolved spell or ability that lasts as it says (2007 418.3a;
2026 611.2a), until the next untap step of the player who controls the permanent then,
whose untapping it keeps from happening (2007 302.2; 2026 502.3: "effects can keep one
or more of a player's permanents from untapping"). It follows that object, not a later
one (217.1c / 400.7); a skipped untap step is not its controller's next untap step
(it never happens), so the effect waits for the next one that does."""
from __future__ import annotations

from .effects.base import effect, permanent
from .log import emit
from .state import Effect
from .targets import display

DOESNT_UNTAP_NEXT = "doesnt_untap_next"  # an Effect kind on the permanent


@effect("doesnt_untap_next", fields=("what",))
def doesnt_untap_next(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), DOESNT_UNTAP_NEXT, obj.id, obj.zcc, (("source_id", ctx.source_id),),
                                          "its_controllers_next_untap_step", ctx.source_name),)
    emit(game, f"{display(game, obj)} doesn't untap during its controller's next untap step.",
         ("effect_lasts_as_stated", f"{ctx.source_name}'s effect lasts until that permanent's controller's next untap step"))


def kept_tapped_next_untap(game, tapped: list) -> tuple[set, list]:
    """At the active player's untap step: the ids of the `tapped` permanents such an effect
    keeps tapped, and the citations; every such effect on a permanent the active player
    controls ends with this step (as does any on an object that has left play)."""
    ending, kept, cites = [], set(), []
    tapped_ids = {o.id for o in tapped}
    for e in game.effects:
        if e.kind != DOESNT_UNTAP_NEXT:
            continue
        obj = game.objects.get(e.target)
        if obj is None or obj.zcc != e.zcc or obj.zone != "in_play":
            ending.append(e)
        elif (obj.controller if e.get("player") is None else e.get("player")) == game.active:  # "your next untap step" (doesnt_untap_your_next.py)
            ending.append(e)
            if obj.id in tapped_ids and obj.id not in kept:
                kept.add(obj.id)
                cites.append(("untap_prevented", f"{display(game, obj)} doesn't untap during its controller's next untap step ({e.source})"))
    if ending:
        game.effects = tuple(e for e in game.effects if e not in ending)
    return kept, cites
