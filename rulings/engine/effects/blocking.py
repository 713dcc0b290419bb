""""Target creature can't block this turn", "[This creature] can't be blocked
this turn": a restriction on blocking for the rest of the turn (2007: 309.2a,
"other effects may also affect whether or not a set of creatures could block";
2026: 509.1b). It is an effect, not an ability the creature gains: an effect
that removes abilities doesn't end it. It applies to the object as it is now
(a new object after a zone change is not restricted, 217.1c / 400.7) and ends
in the cleanup step with the other "this turn" effects (2007: 314.2; 2026: 514.2)."""
from __future__ import annotations

from ..log import emit
from ..state import Effect
from ..targets import display
from .base import effect, permanent

RESTRICTIONS = {"cant_block": "can't block", "cant_be_blocked": "can't be blocked"}


def _restrict(game, st, ctx, kind: str) -> None:
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    game.effects = game.effects + (Effect(game.new_timestamp(), kind, obj.id, obj.zcc, (), "end_of_turn", ctx.source_name),)
    emit(game, f"{display(game, obj)} {RESTRICTIONS[kind]} this turn.",
         ("blocking_restrictions", f"an effect says it {RESTRICTIONS[kind]}: a restriction checked as blockers are declared"))


@effect("cant_block", fields=("to",))
def cant_block(game, st, ctx):
    _restrict(game, st, ctx, "cant_block")


@effect("cant_be_blocked", fields=("to",))
def cant_be_blocked(game, st, ctx):
    _restrict(game, st, ctx, "cant_be_blocked")


def restricted(game, obj, kind: str) -> bool:
    """Whether a "this turn" restriction of `kind` applies to `obj` now."""
    return any(e.kind == kind and e.target == obj.id and e.zcc == obj.zcc for e in game.effects)
