"""Leveler cards (2026 702.87, 711; rulings/engine/levelers.py): "Level up [cost]", and each
level symbol with the lines under it, read together: "LEVEL 2-6", its power/toughness box
(a creature's) and the abilities printed in its striation (711.2), up to the next level
symbol or the end of the text. A striation's line the compiler can't read leaves that whole
level symbol text only (its other lines would be wrong without it)."""
from __future__ import annotations

import re

from .registry import Card, NotUnderstood, ability_template
from .text import self_references, strip_reminders

HEAD = re.compile(r"LEVEL (?P<min>\d+)(?:-(?P<max>\d+)|(?P<plus>\+))")
PT = re.compile(r"(?P<power>\d+)/(?P<toughness>\d+)")


@ability_template(r"Level up (\{[^ ]+\})")
def level_up(card, m):
    """702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery"."""
    from rulings.engine.mana import is_valid_cost
    if {"Instant", "Sorcery"} & set(card.types) or not is_valid_cost(m.group(1)):
        raise NotUnderstood(m.group(0))
    return [{"kind": "activated", "cost": {"mana": m.group(1)}, "timing": "sorcery", "effect": [{"do": "level_up"}]}]


def blocks(paragraphs: list[str]) -> dict[int, int]:
    """{index of a level symbol's paragraph: how many paragraphs of its striation follow it}."""
    heads = [i for i, p in enumerate(paragraphs) if HEAD.fullmatch(p.strip())]
    return {i: (heads[k + 1] if k + 1 < len(heads) else len(paragraphs)) - i - 1 for k, i in enumerate(heads)}


def level_symbol(card: Card, block: list[str], name: str, is_creature: bool, read_ability) -> dict:
    """A level symbol and its striation as the engine's `levels` entry: {"min", "max",
    "power", "toughness", "abilities"}; NotUnderstood if any of its lines can't be read."""
    m = HEAD.fullmatch(block[0].strip())
    entry: dict = {"min": int(m["min"])}
    if not m["plus"]:
        entry["max"] = int(m["max"])
        if entry["max"] < entry["min"]:
            raise NotUnderstood(block[0])
    lines = block[1:]
    if is_creature:  # its power/toughness box (711.2a-b): the line after the symbol
        pt = PT.fullmatch(lines[0].strip()) if lines else None
        if pt is None:
            raise NotUnderstood(block[0])
        entry["power"], entry["toughness"] = int(pt["power"]), int(pt["toughness"])
        lines = lines[1:]
    abilities = []
    for line in lines:
        plain = self_references(strip_reminders(line), name)
        if not plain or HEAD.fullmatch(plain) or PT.fullmatch(plain):
            raise NotUnderstood(line)
        for ab in read_ability(card, plain):
            abilities.append(ab if ab.get("kind") == "keyword" else {**ab, "text": line})
    entry["abilities"] = abilities
    entry["text"] = "\n".join(block)
    return entry


def fits(levels: list[dict]) -> bool:
    """The level symbols rise without overlap, and only the last is "N+" (711.2)."""
    last = 0
    for entry in levels:
        if last is None or entry["min"] <= last:
            return False
        last = entry.get("max")
    return True
