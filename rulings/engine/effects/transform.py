"""Transforming a permanent (2026 701.27): "transform this creature". Only a permanent represented
by a double-faced card (a definition with a `back`) can transform (701.27a, 701.27c); it turns over
so that its other face is up (701.27a), stays the same object (712.18), and its "transforms into"
abilities trigger (701.27e). Refused under the 2007 rules (double_faced.NO_DOUBLE_FACED_2007)."""
from __future__ import annotations

from ..double_faced import turn_over
from ..log import emit
from ..targets import display
from .base import effect, permanent


@effect("transform", fields=("what",))
def transform(game, st, ctx):
    """701.27f: an activated or triggered ability of a permanent that tries to transform it does so
    only if it hasn't transformed since the ability was put onto the stack (each time it transforms,
    the abilities then on the stack are noted: `transformed_under`)."""
    obj = permanent(game, ctx, st, "what", "self")
    if obj is None:
        emit(game, f"{ctx.source_name} is no longer on the battlefield: there is nothing to transform.",
             ("transform", "only a permanent can transform"))
        return
    name = display(game, obj)
    if obj.face_down or "back" not in obj.card:
        why = "it is face down (712.15a)" if obj.face_down else "it isn't a double-faced card"
        emit(game, f"{name} can't transform: {why}, so nothing happens.",
             ("transform_not_double_faced", "a permanent that isn't represented by a double-faced card can't transform: nothing happens"))
        return
    from ..day_night import bound
    if bound(game, obj):
        emit(game, f"{name} can't transform except due to its daybound or nightbound ability: nothing happens.",
             ("bound_cant_transform", "a permanent with daybound or nightbound can't transform except due to that ability"))
        return
    item = ctx.data.get("stack_item_id")
    if item is not None and obj.id == ctx.source_id and item in obj.transformed_under:
        emit(game, f"{name} has already transformed since this ability was put on the stack: the instruction to transform it is ignored.",
             ("transform_once_per_ability", "its own ability transforms it only if it hasn't transformed since the ability was put onto the stack"))
        return
    turn_over(game, obj, ("",))
