"""Scryfall's bulk `oracle-cards` JSON (a list of card objects) and its rulings file.

Fields as Scryfall documents them: `name`, `oracle_id`, `layout`, `mana_cost`, `cmc`,
`type_line`, `oracle_text`, `power`, `toughness`, `loyalty`, `defense`, `keywords`,
`colors`, `color_identity`, `legalities`, `released_at`, and `card_faces` for cards
with several faces. The rulings file is a list of `{oracle_id, published_at, comment}`.
Tokens, emblems and art cards are not cards of the pool: they are skipped, and counted.
"""
from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import ijson

from .fields import Fields, iso_date, split_type_line
from .model import CardRecord, FaceRecord, RulingRecord, SourceError, SourceRead

NOT_CARDS = {"token", "double_faced_token", "emblem", "art_series"}


def read_rulings(path) -> dict[str, list[RulingRecord]]:
    from .opening import READ_ERRORS, open_stream

    found: dict[str, list[RulingRecord]] = defaultdict(list)
    try:
        with open_stream(Path(path)) as stream:
            for index, item in enumerate(ijson.items(stream, "item")):
                fields = Fields(item, f"{path}: ruling {index + 1}")
                oracle_id = fields.required("oracle_id")
                found[oracle_id].append(RulingRecord(iso_date(item.get("published_at"), fields.where), fields.required("comment")))
    except READ_ERRORS as error:
        raise SourceError(f"{path}: cut short or malformed: {error}") from None
    if not found:
        raise SourceError(f"{path}: no rulings in the file")
    return found


def _face(fields: Fields) -> FaceRecord:
    return FaceRecord(
        name=fields.required("name"),
        mana_cost=fields.text("mana_cost"),
        type_line=fields.text("type_line"),
        text=fields.text("oracle_text"),
        power=fields.stat("power"),
        toughness=fields.stat("toughness"),
        loyalty=fields.stat("loyalty"),
        defense=fields.stat("defense"),
    )


def card(item, index: int, rulings: dict[str, list[RulingRecord]] | None) -> CardRecord:
    name = item.get("name") if isinstance(item, dict) else None
    fields = Fields(item, f"card {index + 1}" + (f" ({str(name)[:80]!r})" if name else ""))
    fields.required("name")
    faces_data = fields.data.get("card_faces") or []
    if not isinstance(faces_data, list):
        fields.fail("card_faces", "a list")
    faces = tuple(
        _face(Fields(face, f"{fields.where}, face {position + 1}")) for position, face in enumerate(faces_data)
    )
    faces = tuple(FaceRecord(**{**face.__dict__, "side": "abcdefgh"[position]}) for position, face in enumerate(faces))
    front = Fields(faces_data[0], fields.where) if faces else fields
    type_line = fields.text("type_line") or " // ".join(face.type_line for face in faces)
    if not type_line:
        raise SourceError(f"{fields.where}: no type line")
    supertypes, types, subtypes = split_type_line(type_line)
    colors = fields.strings("colors") if "colors" in fields.data else tuple(
        dict.fromkeys(color for face in faces_data for color in Fields(face, fields.where).strings("colors"))
    )
    oracle_id = fields.text("oracle_id") or (front.text("oracle_id") if faces else "")
    return CardRecord(
        name=fields.required("name"),
        layout=fields.text("layout") or "normal",
        mana_cost=fields.text("mana_cost") or (faces[0].mana_cost if faces else ""),
        mana_value=fields.number("cmc"),
        colors=colors,
        color_identity=fields.strings("color_identity"),
        type_line=type_line,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        text=fields.text("oracle_text") or "\n//\n".join(face.text for face in faces),
        power=fields.stat("power") if "power" in fields.data else (faces[0].power if faces else None),
        toughness=fields.stat("toughness") if "toughness" in fields.data else (faces[0].toughness if faces else None),
        loyalty=fields.stat("loyalty") if "loyalty" in fields.data else (faces[0].loyalty if faces else None),
        defense=fields.stat("defense") if "defense" in fields.data else (faces[0].defense if faces else None),
        keywords=fields.strings("keywords"),
        faces=faces,
        rulings=tuple(sorted((rulings or {}).get(oracle_id, ()), key=lambda ruling: ruling.date)) if oracle_id else (),
        released=iso_date(fields.data["released_at"], fields.where) if fields.data.get("released_at") else None,
        oracle_id=oracle_id,
        legalities=fields.legalities(),
    )


def read(stream, rulings: dict[str, list[RulingRecord]] | None = None) -> SourceRead:
    cards: list[CardRecord] = []
    seen: set[str] = set()
    skipped = {"tokens, emblems and art cards": 0, "repeated names": 0}
    for index, item in enumerate(ijson.items(stream, "item", use_float=True)):
        if isinstance(item, dict) and item.get("layout") in NOT_CARDS:
            skipped["tokens, emblems and art cards"] += 1
            continue
        record = card(item, index, rulings)
        if record.name in seen:
            skipped["repeated names"] += 1
            continue
        seen.add(record.name)
        cards.append(record)
    notes = [] if rulings is not None else ["No rulings file given (--rulings): the cards have no rulings."]
    return SourceRead(format="scryfall", cards=cards, sha256="", skipped={k: v for k, v in skipped.items() if v}, notes=notes)
