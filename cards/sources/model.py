"""The shape every card format is read into."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field


class SourceError(ValueError):
    """A card file that cannot be imported: cut short, malformed, or not a card file."""


@dataclass(frozen=True)
class RulingRecord:
    date: str  # ISO date, "2021-06-18"
    text: str


@dataclass(frozen=True)
class FaceRecord:
    """One face of a split, adventure, flip, transforming, modal or meld card."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    side: str = ""


@dataclass(frozen=True)
class CardRecord:
    name: str
    layout: str = "normal"
    mana_cost: str = ""
    mana_value: float | None = None
    colors: tuple[str, ...] = ()
    color_identity: tuple[str, ...] = ()
    type_line: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: tuple[str, ...] = ()
    faces: tuple[FaceRecord, ...] = ()
    rulings: tuple[RulingRecord, ...] = ()
    printings: tuple[str, ...] = ()
    released: str | None = None  # ISO date of a printing, when the data gives one
    oracle_id: str = ""
    legalities: tuple[tuple[str, str], ...] = ()

    def content_hash(self) -> str:
        """A hash of everything stored about the card: a re-import compares it. The
        dataclasses' repr holds every field in a fixed order (and costs a tenth of asdict)."""
        return hashlib.sha256(repr(self).encode("utf-8")).hexdigest()


@dataclass
class SourceRead:
    """A whole file read: its format, its cards, and what was left out (and why)."""

    format: str
    cards: list[CardRecord]
    sha256: str
    skipped: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
