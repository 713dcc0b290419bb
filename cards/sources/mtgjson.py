"""MTGJSON v5 `AtomicCards.json`: {"meta": {...}, "data": {"<name>": [<face>, ...]}}.

One entry per card name, one object per face (split, adventure, flip, transform,
modal, meld cards have several, each with `faceName` and `side`); rulings are dated
in the card itself. Streamed one card at a time.
"""
from __future__ import annotations

import ijson

from .fields import Fields, iso_date
from .model import CardRecord, FaceRecord, RulingRecord, SourceError, SourceRead

# layouts whose faces are cast on their own: the card's cost is every face's (Scryfall's way)
JOINED_COST = {"split", "aftermath", "adventure"}


def _face(fields: Fields) -> FaceRecord:
    return FaceRecord(
        name=fields.text("faceName") or fields.required("name"),
        mana_cost=fields.text("manaCost"),
        type_line=fields.text("type"),
        text=fields.text("text"),
        power=fields.stat("power"),
        toughness=fields.stat("toughness"),
        loyalty=fields.stat("loyalty"),
        defense=fields.stat("defense"),
        side=fields.text("side"),
    )


def _rulings(fields: Fields) -> tuple[RulingRecord, ...]:
    rulings = fields.data.get("rulings") or []
    if not isinstance(rulings, list):
        fields.fail("rulings", "a list")
    found = []
    for index, ruling in enumerate(rulings):
        ruling_fields = Fields(ruling, f"{fields.where}, ruling {index + 1}")
        if ruling_fields.text("text").strip() == "":
            continue  # a few rulings of the 2022 data are empty: nothing to show
        found.append(RulingRecord(iso_date(ruling.get("date"), ruling_fields.where), ruling_fields.required("text")))
    return tuple(found)


def card_from_faces(name: str, faces: list) -> CardRecord:
    where = f"card {name[:80]!r}"
    if not isinstance(faces, list) or not faces:
        raise SourceError(f"{where}: expected a list of faces")
    all_fields = [Fields(face, f"{where}, face {index + 1}") for index, face in enumerate(faces)]
    all_fields.sort(key=lambda fields: fields.text("side") or "a")
    front = all_fields[0]
    front.required("name")
    front.required("type")
    layout = front.text("layout") or "normal"
    face_records = tuple(_face(fields) for fields in all_fields) if (len(all_fields) > 1 or front.text("faceName")) else ()
    if face_records and layout in JOINED_COST:
        mana_cost = " // ".join(face.mana_cost for face in face_records if face.mana_cost)
    else:
        mana_cost = front.text("manaCost")
    colors: list[str] = []
    keywords: list[str] = []
    for fields in all_fields:
        colors += [color for color in fields.strings("colors") if color not in colors]
        keywords += [word for word in fields.strings("keywords") if word not in keywords]
    printings = front.strings("printings")
    return CardRecord(
        name=front.required("name"),
        layout=layout,
        mana_cost=mana_cost,
        mana_value=front.number("manaValue") if "manaValue" in front.data else front.number("convertedManaCost"),
        colors=tuple(colors),
        color_identity=front.strings("colorIdentity"),
        type_line=" // ".join(face.type_line for face in face_records) if face_records else front.text("type"),
        supertypes=front.strings("supertypes"),
        types=front.strings("types"),
        subtypes=front.strings("subtypes"),
        text="\n//\n".join(face.text for face in face_records) if face_records else front.text("text"),
        power=front.stat("power"),
        toughness=front.stat("toughness"),
        loyalty=front.stat("loyalty"),
        defense=front.stat("defense"),
        keywords=tuple(keywords),
        faces=face_records,
        rulings=_rulings(front),
        printings=printings,
        released=None,
        oracle_id=str(front.mapping("identifiers").get("scryfallOracleId") or ""),
        legalities=front.legalities(),
    )


def read(stream) -> SourceRead:
    cards = [card_from_faces(name, faces) for name, faces in ijson.kvitems(stream, "data", use_float=True)]
    notes = ["MTGJSON gives no printing dates: a card's era is not known from this file."]
    return SourceRead(format="mtgjson", cards=cards, sha256="", notes=notes)
