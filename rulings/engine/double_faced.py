"""Transforming double-faced cards (2026 712, 701.27): a card definition's `back` is its back
face, with its own name, type line, color indicator (`colors`, 204), rules text, power and
toughness or loyalty (712.8). While a permanent has its back face up (`transformed`), it has only
the back face's characteristics, but its mana value is that of its front face's mana cost (712.8e);
in every other zone the card has only its front face's (712.8a), and it enters with its front face
up (712.14). Transforming doesn't make it a new object (712.18): effects that applied to it still do.

Double-faced cards came long after February 2007: a card with a back face is refused under those
rules (the loader), as dungeons and emblems are.
"""
from __future__ import annotations

NO_DOUBLE_FACED_2007 = ("double-faced cards and transforming are later than the February 2007 rules "
                        "(2026: 712, 701.27); play this scenario under the 2026-06-19 rules")

#: what a back face gives (712.8): no mana cost (its mana value is the front face's, 712.8e)
BACK_FIELDS = ("name", "supertypes", "types", "subtypes", "colors", "power", "toughness", "loyalty", "abilities", "text")
_SHOWN: dict = {}


def back_face(card: dict) -> dict:
    """The characteristics of `card`'s back face alone (712.8e): its color that of its color indicator
    (`colors`; none given, it is colorless, 202.2e), and no mana cost."""
    found = _SHOWN.get(id(card))
    if found is None or found[0] is not card:
        if len(_SHOWN) > 10_000:
            _SHOWN.clear()
        back = card["back"]
        shown = {k: back[k] for k in BACK_FIELDS if k in back}
        shown.setdefault("colors", [])
        shown["mana_cost"] = None
        found = _SHOWN[id(card)] = (card, shown)
    return found[1]


def up_face(obj) -> dict:
    """The card as the face that's up shows it: its back face while transformed (712.8d-e)."""
    card = obj.card
    return back_face(card) if obj.transformed and "back" in card else card


def front_mana_cost(game, obj) -> str | None:
    """712.8e: a transformed permanent's mana value is calculated from its front face's mana cost
    (a copy of its back face has mana value 0: the copy has no front face of its own)."""
    if not obj.transformed or "back" not in obj.card or obj.zone != "in_play":
        return None
    from .continuous import copiable_card
    if copiable_card(game, obj) is not back_face(obj.card):
        return None  # a copy effect made it something else (707.2)
    return obj.card.get("mana_cost")


def turn_over(game, obj, why: tuple) -> None:
    """Transform `obj` (701.27a): its other face up, the same object (712.18), the abilities then on the stack
    noted (701.27f), logged with `why` (the instruction's or daybound's citation) and its "transforms into"
    abilities triggering (701.27e)."""
    from .log import emit
    from .targets import display
    from .triggers import fire
    name = display(game, obj)
    obj.transformed = not obj.transformed
    obj.transformed_under = obj.transformed_under | frozenset(i.id for i in game.stack)
    game.characteristics_changed()
    into = display(game, obj)
    face = "back" if obj.transformed else "front"
    emit(game, f"{why[0]}{name} transforms into {into}: it turns over so that its {face} face is up, and it has only that face's "
               "characteristics" + (" (its mana value stays that of its front face's mana cost)." if obj.transformed else "."),
         *why[1:],
         ("transform", "to transform a permanent, turn it over so that its other face is up"),
         ("double_faced_characteristics", "while its back face is up it has only the characteristics of its back face, its mana value its front face's")
         if obj.transformed else ("front_face_characteristics", "while its front face is up it has only the characteristics of its front face"),
         ("transform_same_object", "it doesn't become a new object: effects that applied to it continue to apply"))
    fire(game, "transforms", obj=obj, into=into)


def names_back_face(card) -> bool:
    return isinstance(card, dict) and "back" in card


def matches(trig: dict, source, data: dict) -> bool:
    """701.27e: "Whenever this creature transforms into [name]": it transformed, and the face now up
    is that one (a back face's ability seen as it is after transforming, like an entering one)."""
    obj = data["obj"]
    return obj.id == source.id and (not trig.get("into") or data.get("into") == trig["into"])
