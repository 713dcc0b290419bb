"""The card library through the Oracle text compiler (rulings/oracle): each
card's and each ability's verdict (played or text only), and the definition a
scenario gets when it names a card of the pool by its name."""
from __future__ import annotations

from django.db import transaction

from rulings.engine.cards import CARD_LIBRARY
from rulings.oracle import compile_card

from .models import Card

FIELDS = ("name", "layout", "mana_cost", "types", "supertypes", "subtypes", "power", "toughness", "loyalty", "oracle_text")


def record_of(values: dict, has_faces: bool) -> dict:
    return {"name": values["name"], "layout": values["layout"], "mana_cost": values["mana_cost"], "types": values["types"],
            "supertypes": values["supertypes"], "subtypes": values["subtypes"], "power": values["power"],
            "toughness": values["toughness"], "loyalty": values["loyalty"], "text": values["oracle_text"],
            "faces": has_faces}


def compiled_definition(name: str) -> dict | None:
    """The compiled definition of the pool's card of that exact name, or None."""
    values = Card.objects.filter(name=name).values("pk", *FIELDS).first()
    if values is None:
        return None
    has_faces = Card.objects.filter(pk=values["pk"], faces__isnull=False).exists()
    return compile_card(record_of(values, has_faces)).definition


def compile_all() -> dict:
    """Mark every card and ability played or text only; the engine's own cards
    (by name, or a flip card by its front face) stay played. Only changed rows are written."""
    with_faces = set(Card.objects.filter(faces__isnull=False).values_list("pk", flat=True).distinct())
    changed: list[Card] = []
    total = played = 0
    for values in Card.objects.values("pk", "abilities", "played", *FIELDS).iterator(chunk_size=2000):
        total += 1
        own = values["name"] in CARD_LIBRARY or (values["layout"] == "flip" and values["name"].split(" // ")[0] in CARD_LIBRARY)
        if own:
            verdict, abilities = True, [{**a, "played": True} for a in values["abilities"]]
        else:
            compiled = compile_card(record_of(values, values["pk"] in with_faces))
            verdict, abilities = compiled.played, compiled.abilities if values["pk"] not in with_faces else values["abilities"]
        played += verdict
        if verdict != values["played"] or abilities != values["abilities"]:
            changed.append(Card(pk=values["pk"], played=verdict, abilities=abilities))
    with transaction.atomic():
        Card.objects.bulk_update(changed, ["played", "abilities"], batch_size=500)
    return {"cards": total, "fully_played": played, "updated": len(changed)}
