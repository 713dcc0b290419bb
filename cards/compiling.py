"""The card library through the Oracle text compiler (rulings/oracle): each
card's and each ability's verdict (played or text only), and the definition a
scenario gets when it names a card of the pool by its name."""
from __future__ import annotations

from django.db import transaction

from rulings.engine.cards import CARD_LIBRARY
from rulings.oracle import compile_card

from .models import Card, Face

FIELDS = ("name", "layout", "mana_cost", "types", "supertypes", "subtypes", "power", "toughness", "loyalty", "oracle_text",
          "color_identity")
SUPERTYPES = ("Legendary", "Basic", "Snow", "World", "Ongoing", "Elite", "Host")


def record_of(values: dict, has_faces: bool, back: Face | None = None) -> dict:
    record = {"name": values["name"], "layout": values["layout"], "mana_cost": values["mana_cost"], "types": values["types"],
              "supertypes": values["supertypes"], "subtypes": values["subtypes"], "power": values["power"],
              "toughness": values["toughness"], "loyalty": values["loyalty"], "text": values["oracle_text"],
              "faces": has_faces, "color_identity": values.get("color_identity") or []}
    if back is not None and values["layout"] == "transform":  # its back face (rulings/oracle/transforming.py)
        record["back"] = back_record(back)
    return record


def back_record(face: Face) -> dict:
    """A transforming card's back face as the compiler reads a card: its type line split into
    supertypes, card types and subtypes (205.1a)."""
    kinds, _, subtypes = face.type_line.partition(" — ")
    words = kinds.split()
    return {"name": face.name, "mana_cost": "", "supertypes": [w for w in words if w in SUPERTYPES],
            "types": [w for w in words if w not in SUPERTYPES], "subtypes": subtypes.split(),
            "power": face.power, "toughness": face.toughness, "loyalty": face.loyalty, "text": face.oracle_text}


def backs_of(pks=None) -> dict:
    """{card pk: its back face} for the transforming cards (their second face)."""
    faces = Face.objects.filter(card__layout="transform", position=1)
    if pks is not None:
        faces = faces.filter(card__in=pks)
    return {face.card_id: face for face in faces}


def compiled_definition(name: str) -> dict | None:
    """The compiled definition of the pool's card of that exact name (or of the transforming card whose
    front face has it: "Gatstaf Shepherd" for "Gatstaf Shepherd // Gatstaf Howler"), or None."""
    values = Card.objects.filter(name=name).values("pk", *FIELDS).first()
    if values is None:
        values = Card.objects.filter(layout="transform", faces__position=0, faces__name=name).values("pk", *FIELDS).first()
    if values is None:
        return None
    has_faces = Card.objects.filter(pk=values["pk"], faces__isnull=False).exists()
    return compile_card(record_of(values, has_faces, backs_of([values["pk"]]).get(values["pk"]))).definition


def compile_all() -> dict:
    """Mark every card and ability played or text only; the engine's own cards
    (by name, or a flip card by its front face) stay played. Only changed rows are written;
    a transforming card's verdicts go to its faces (each verdict names its `side`)."""
    with_faces = set(Card.objects.filter(faces__isnull=False).values_list("pk", flat=True).distinct())
    backs = backs_of()
    changed: list[Card] = []
    changed_faces: list[Face] = []
    total = played = 0
    for values in Card.objects.values("pk", "abilities", "played", *FIELDS).iterator(chunk_size=2000):
        total += 1
        own = values["name"] in CARD_LIBRARY or (values["layout"] == "flip" and values["name"].split(" // ")[0] in CARD_LIBRARY)
        if own:
            verdict, abilities = True, [{**a, "played": True} for a in values["abilities"]]
        else:
            back = backs.get(values["pk"])
            compiled = compile_card(record_of(values, values["pk"] in with_faces, back))
            verdict, abilities = compiled.played, compiled.abilities if values["pk"] not in with_faces else values["abilities"]
            if back is not None and compiled.abilities and all("side" in a for a in compiled.abilities):
                changed_faces += _face_verdicts(values["pk"], compiled.abilities)
        played += verdict
        if verdict != values["played"] or abilities != values["abilities"]:
            changed.append(Card(pk=values["pk"], played=verdict, abilities=abilities))
    with transaction.atomic():
        Card.objects.bulk_update(changed, ["played", "abilities"], batch_size=500)
        Face.objects.bulk_update(changed_faces, ["abilities"], batch_size=500)
    return {"cards": total, "fully_played": played, "updated": len(changed)}


def _face_verdicts(pk: int, verdicts: list[dict]) -> list[Face]:
    """The faces of a transforming card whose paragraphs' verdicts changed."""
    out = []
    for face in Face.objects.filter(card_id=pk):
        side = "a" if face.position == 0 else "b"
        mine = [{"text": v["text"], "played": v["played"]} for v in verdicts if v["side"] == side]
        if mine and mine != face.abilities:
            face.abilities = mine
            out.append(face)
    return out
