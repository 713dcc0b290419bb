"""Checked reading of one card's fields: a wrong type is an error naming the card and field."""
from __future__ import annotations

from decimal import Decimal

from .model import SourceError


class Fields:
    """Reads the fields of one JSON object, for the card described as `where`."""

    def __init__(self, data, where: str):
        if not isinstance(data, dict):
            raise SourceError(f"{where}: expected a JSON object, found {type(data).__name__}")
        self.data = data
        self.where = where

    def fail(self, key: str, expected: str):
        found = self.data.get(key)
        raise SourceError(f"{self.where}: field {key!r} should be {expected}, found {type(found).__name__} {str(found)[:40]!r}")

    def required(self, key: str) -> str:
        value = self.data.get(key)
        if not isinstance(value, str) or not value.strip():
            if key not in self.data:
                raise SourceError(f"{self.where}: field {key!r} is missing")
            self.fail(key, "non-empty text")
        return value

    def text(self, key: str) -> str:
        value = self.data.get(key)
        if value is None:
            return ""
        if not isinstance(value, str):
            self.fail(key, "text")
        return value

    def stat(self, key: str) -> str | None:
        """Power, toughness, loyalty, defense: text ("*", "1+*"), a number in some files."""
        value = self.data.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (str, int, Decimal, float)):
            self.fail(key, "text or a number")
        if isinstance(value, (Decimal, float)) and value == int(value):
            value = int(value)
        return str(value)

    def number(self, key: str) -> float | None:
        value = self.data.get(key)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
            self.fail(key, "a number")
        return float(value)

    def strings(self, key: str) -> tuple[str, ...]:
        value = self.data.get(key)
        if value is None:
            return ()
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            self.fail(key, "a list of text")
        return tuple(value)

    def mapping(self, key: str) -> dict:
        value = self.data.get(key)
        if value is None:
            return {}
        if not isinstance(value, dict):
            self.fail(key, "an object")
        return value

    def legalities(self, key: str = "legalities") -> tuple[tuple[str, str], ...]:
        value = self.mapping(key)
        return tuple(sorted((str(fmt), str(status)) for fmt, status in value.items()))


SUPERTYPES = {"Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host"}


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(supertypes, types, subtypes) of a type line "Legendary Creature — Elf Druid" (205.1)."""
    front = type_line.split(" // ")[0]
    left, _, right = front.partition("—")
    words = left.split()
    supertypes = tuple(word for word in words if word in SUPERTYPES)
    types = tuple(word for word in words if word not in SUPERTYPES)
    return supertypes, types, tuple(right.split())


def iso_date(value, where: str) -> str:
    if not isinstance(value, str) or len(value) < 10 or value[4] != "-" or value[7] != "-":
        raise SourceError(f"{where}: a ruling's date should be YYYY-MM-DD, found {str(value)[:20]!r}")
    return value[:10]
