"""Soulbond (2026 702.95; rulings/engine/soulbond.py): the keyword, and what a pair has: "As long as
this creature is paired with another creature, both creatures have flying", "... each of those
creatures gets +1/+1", "... each of those creatures has "{R}: This creature gets +1/+0 until end of
turn."". What the pair has is read as an Equipment's "Equipped creature has / gets ..." would be (the
same templates), then given to both creatures of the pair (`"affects": "paired"`)."""
from __future__ import annotations

from .registry import Card, NotUnderstood, ability_template, read_by_others

_PAIRED = r"As long as ~ is paired with another creature, "
#: what a static ability of a pair may say: the keys an Equipment's plain "Equipped creature has / gets ..." gives
_PLAIN = {"kind", "affects", "gains", "pump", "text"}


@ability_template(r"Soulbond")
def soulbond(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "soulbond"}]


@ability_template(_PAIRED + r'(?:both creatures have|each of those creatures has) (.+(?:\.|\."))')
def pair_has(card, m):
    return _as_equipment(card, f"Equipped creature has {m.group(1)}")


@ability_template(_PAIRED + r"each of those creatures gets ([+-]\d+/[+-]\d+)\.")
def pair_gets(card, m):
    return _as_equipment(card, f"Equipped creature gets {m.group(1)}.")


def _as_equipment(card: Card, text: str) -> list[dict]:
    if not card.is_permanent_creature or not any(p.strip().startswith("Soulbond") for p in card.paragraphs):
        raise NotUnderstood(text)  # only a creature with soulbond pairs (702.95a)
    equipment = Card(name=card.name, types=("Artifact",), mana_cost=card.mana_cost, subtypes=("Equipment",),
                     paragraphs=(text,))
    found = read_by_others(equipment, text, lambda _family, fn: fn in (pair_has, pair_gets))
    if not found or not all(ab.get("kind") == "static" and ab.get("affects") == "equipped" and set(ab) <= _PLAIN
                            for ab in found):
        raise NotUnderstood(text)
    return [{**ab, "affects": "paired"} for ab in found]
