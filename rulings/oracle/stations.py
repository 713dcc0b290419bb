"""Station cards (2026 702.184, 721; rulings/engine/stations.py): "Station", and each line of a
station symbol, "8+ | Flying, vigilance, haste", read into the card's `stations`. A Spacecraft's
power/toughness box is in the striation of its highest station symbol (the reminder says so:
"It's an artifact creature at 8+."); a line the compiler can't read leaves that line text only, and
the symbol without it (so the card isn't claimed)."""
from __future__ import annotations

import re

from .registry import Card, NotUnderstood, ability_template
from .text import self_references, strip_reminders

LINE = re.compile(r"(?P<min>\d+)\+ \| (?P<text>.+)")
CREATURE_AT = re.compile(r"It's an artifact creature at (\d+)\+\.")


def is_station_card(paragraphs) -> bool:
    return any(p.startswith("Station") for p in paragraphs) and any(LINE.fullmatch(p.strip()) for p in paragraphs)


@ability_template(r"Station")
def station(card, m):
    if not is_station_card(card.paragraphs):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "station"}]


def symbol_line(card: Card, paragraph: str, name: str, read_ability) -> tuple[int, list[dict]]:
    """(N, the abilities) of one line of a station symbol's striation."""
    m = LINE.fullmatch(paragraph.strip())
    plain = self_references(strip_reminders(m["text"]), name)
    abilities = [ab if ab.get("kind") == "keyword" else {**ab, "text": m["text"]} for ab in read_ability(card, plain)]
    return int(m["min"]), abilities


def add_line(definition: dict, n: int, abilities: list[dict], text: str) -> None:
    entries = definition.setdefault("stations", [])
    entry = next((e for e in entries if e["min"] == n), None)
    if entry is None:
        entry = {"min": n, "abilities": [], "text": ""}
        entries.append(entry)
        entries.sort(key=lambda e: e["min"])
    entry["abilities"] += abilities
    entry["text"] = (entry["text"] + "\n" + text).strip()


def power_toughness_box(definition: dict, record: dict, paragraphs) -> None:
    """The power/toughness box of a Spacecraft, on its highest station symbol (721.2b); NotUnderstood
    if the reminder names another, or a card with a box has no symbol to hold it."""
    power, toughness = record.get("power"), record.get("toughness")
    if power in (None, "") and toughness in (None, ""):
        return
    symbols = sorted({int(m["min"]) for p in paragraphs if (m := LINE.fullmatch(p.strip()))})
    said = [int(x) for p in paragraphs if p.startswith("Station") for x in CREATURE_AT.findall(p)]
    if not symbols or (said and said[-1] != symbols[-1]) or not str(power).isdigit() or not str(toughness).isdigit():
        raise NotUnderstood("power/toughness box")
    entries = definition.setdefault("stations", [])
    entry = next((e for e in entries if e["min"] == symbols[-1]), None)
    if entry is None:  # every line of that symbol was text only: its box goes with them
        raise NotUnderstood("power/toughness box")
    entry["power"], entry["toughness"] = int(power), int(toughness)
