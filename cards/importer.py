"""Load a card file into the library: all of it in one transaction, or nothing.

The file is read and checked whole first (cards.sources), so a cut-short or
malformed file changes nothing. A re-import updates the cards in place: a card
keeps its row (and its URL) while its text changes, and the report names the
cards added, changed and removed.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from django.db import connection, transaction

from rulings.engine.cards import CARD_LIBRARY

from .models import Card, CardImport, Face, Ruling
from .names import name_key
from .sources import CardRecord, SourceRead, read_cards
from .sources.opening import file_sha256

BATCH = 1000
CARD_FIELDS = [
    "key", "layout", "mana_cost", "mana_value", "colors", "color_identity", "type_line", "supertypes", "types",
    "subtypes", "oracle_text", "power", "toughness", "loyalty", "defense", "keywords", "printings", "released",
    "oracle_id", "legalities", "abilities", "played", "content_hash",
]


@dataclass
class ImportReport:
    format: str
    cards: int
    added: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    skipped: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    already_loaded: bool = False


def engine_plays(name: str, layout: str = "normal") -> bool:
    """The engine plays a card it knows by name (rulings/engine/cards.py); the
    Oracle text compiler marks more after the import (cards.compiling). It names a flip card by its front face
    ("Akki Lavarunner" for "Akki Lavarunner // Tok-Tok, Volcano Born") and plays its flip."""
    return name in CARD_LIBRARY or (layout == "flip" and name.split(" // ")[0] in CARD_LIBRARY)


def abilities_of(text: str, played: bool) -> list[dict]:
    """One entry per paragraph of Oracle text (an ability, or a card's rules text)."""
    return [{"text": line, "played": played} for line in text.split("\n") if line.strip() and line.strip() != "//"]


def _hash(record: CardRecord, played: bool) -> str:
    return hashlib.sha256(f"{record.content_hash()}:{int(played)}".encode()).hexdigest()


def _card_values(record: CardRecord, played: bool, digest: str) -> dict:
    return {
        "key": name_key(record.name),
        "layout": record.layout,
        "mana_cost": record.mana_cost,
        "mana_value": record.mana_value,
        "colors": list(record.colors),
        "color_identity": list(record.color_identity),
        "type_line": record.type_line,
        "supertypes": list(record.supertypes),
        "types": list(record.types),
        "subtypes": list(record.subtypes),
        "oracle_text": record.text,
        "power": record.power,
        "toughness": record.toughness,
        "loyalty": record.loyalty,
        "defense": record.defense,
        "keywords": list(record.keywords),
        "printings": list(record.printings),
        "released": record.released,
        "oracle_id": record.oracle_id,
        "legalities": dict(record.legalities),
        "abilities": abilities_of(record.text, played) if not record.faces else [],
        "played": played,
        "content_hash": digest,
    }


def _children(card_id: int, record: CardRecord, played: bool) -> tuple[list[Face], list[Ruling]]:
    faces = [
        Face(card_id=card_id, position=position, side=face.side, name=face.name, key=name_key(face.name),
             mana_cost=face.mana_cost, type_line=face.type_line, oracle_text=face.text, power=face.power,
             toughness=face.toughness, loyalty=face.loyalty, defense=face.defense,
             abilities=abilities_of(face.text, played))
        for position, face in enumerate(record.faces)
    ]
    rulings = [
        Ruling(card_id=card_id, position=position, date=ruling.date, text=ruling.text)
        for position, ruling in enumerate(record.rulings)
    ]
    return faces, rulings


def _update_in_place(cards: list[Card]) -> None:
    """One UPDATE per changed card, sent as executemany: bulk_update's CASE per field
    costs minutes and a gigabyte for a whole pool."""
    if not cards:
        return
    fields = [Card._meta.get_field(name) for name in CARD_FIELDS]
    quote = connection.ops.quote_name
    sql = "UPDATE {} SET {} WHERE {} = %s".format(
        quote(Card._meta.db_table), ", ".join(f"{quote(field.column)} = %s" for field in fields), quote("id")
    )
    with connection.cursor() as cursor:
        for start in range(0, len(cards), BATCH):
            rows = [
                [field.get_db_prep_save(getattr(card, field.attname), connection) for field in fields] + [card.pk]
                for card in cards[start : start + BATCH]
            ]
            cursor.executemany(sql, rows)


def already_loaded(path, rulings_path=None) -> bool:
    """The last import was this very file (same hash) and the library still holds it."""
    latest = CardImport.latest()
    if latest is None:
        return False
    sha = file_sha256(Path(path)) + (":" + file_sha256(Path(rulings_path)) if rulings_path else "")
    return latest.sha256 == sha and Card.objects.count() == latest.cards


def import_cards(path, rulings_path=None, format: str | None = None) -> ImportReport:
    """Read `path` whole (SourceError if it is not a sound card file), then write it."""
    found = read_cards(path, rulings_path, format)
    return store(found, str(path))


@transaction.atomic
def store(found: SourceRead, source: str) -> ImportReport:
    report = ImportReport(format=found.format, cards=len(found.cards), skipped=found.skipped, notes=found.notes)
    existing = {name: (pk, content_hash) for pk, name, content_hash in Card.objects.values_list("pk", "name", "content_hash")}
    incoming = {record.name for record in found.cards}
    report.removed = sorted(name for name in existing if name not in incoming)
    removed_ids = [existing[name][0] for name in report.removed]
    for start in range(0, len(removed_ids), BATCH):
        Card.objects.filter(pk__in=removed_ids[start : start + BATCH]).delete()

    new_cards: list[tuple[Card, CardRecord, bool]] = []
    changed: list[tuple[Card, CardRecord, bool]] = []
    for record in found.cards:
        played = engine_plays(record.name, record.layout)
        known = existing.get(record.name)
        digest = _hash(record, played)
        if known is None:
            new_cards.append((Card(name=record.name, **_card_values(record, played, digest)), record, played))
        elif known[1] != digest:
            changed.append((Card(pk=known[0], name=record.name, **_card_values(record, played, digest)), record, played))
    report.added = [card.name for card, _, _ in new_cards]
    report.changed = [card.name for card, _, _ in changed]

    changed_ids = [card.pk for card, _, _ in changed]
    for start in range(0, len(changed_ids), BATCH):
        batch = changed_ids[start : start + BATCH]
        Face.objects.filter(card_id__in=batch).delete()
        Ruling.objects.filter(card_id__in=batch).delete()
    _update_in_place([card for card, _, _ in changed])
    created = Card.objects.bulk_create([card for card, _, _ in new_cards], batch_size=BATCH)
    if created and created[0].pk is None:  # a backend that does not return keys
        ids = dict(Card.objects.filter(name__in=report.added).values_list("name", "pk"))
        for card in created:
            card.pk = ids[card.name]

    faces: list[Face] = []
    rulings: list[Ruling] = []
    for card, record, played in [*changed, *zip(created, (r for _, r, _ in new_cards), (p for _, _, p in new_cards))]:
        card_faces, card_rulings = _children(card.pk, record, played)
        faces += card_faces
        rulings += card_rulings
    Face.objects.bulk_create(faces, batch_size=BATCH)
    Ruling.objects.bulk_create(rulings, batch_size=BATCH)
    CardImport.objects.create(
        format=found.format, source=source[:500], sha256=found.sha256, cards=len(found.cards),
        added=len(report.added), changed=len(report.changed), removed=len(report.removed), notes=found.notes,
    )
    return report
