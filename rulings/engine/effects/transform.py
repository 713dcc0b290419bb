"""Transforming a permanent (2026 701.27): "transform this creature". Only a permanent represented
by a double-faced card (a definition with a `back`) can transform (701.27a, 701.27c); it turns over
so that its other face is up (701.27a), stays the same object (712.18), and its "transforms into"
abilities trigger (701.27e). Refused under the 2007 rules (double_faced.NO_DOUBLE_FACED_2007)."""
from __future__ import annotations

from ..double_faced import back_face
from ..log import emit
from ..targets import display
from .base import effect, permanent


@effect("transform", fields=("what",))
def transform(game, st, ctx):
    """701.27f: an activated or triggered ability of a permanent that tries to transform it does so
    only if it hasn't transformed since the ability was put onto the stack (each time it transforms,
    the abilities then on the stack are noted: `transformed_under`)."""
    from ..triggers import fire
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
    back = back_face(obj.card)
    into = obj.card.get("name") if obj.transformed else back.get("name")
    obj.transformed = not obj.transformed
    obj.transformed_under = obj.transformed_under | frozenset(i.id for i in game.stack)
    game.characteristics_changed()
    face = "back" if obj.transformed else "front"
    emit(game, f"{name} transforms into {into}: it turns over so that its {face} face is up, and it has only that face's characteristics"
               + (" (its mana value stays that of its front face's mana cost)." if obj.transformed else "."),
         ("transform", "to transform a permanent, turn it over so that its other face is up"),
         ("double_faced_characteristics", "while its back face is up it has only the characteristics of its back face, its mana value its front face's")
         if obj.transformed else ("front_face_characteristics", "while its front face is up it has only the characteristics of its front face"),
         ("transform_same_object", "it doesn't become a new object: effects that applied to it continue to apply"))
    fire(game, "transforms", obj=obj, into=into)
