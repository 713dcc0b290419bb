"""Prototype (2026 702.160, 718; rulings/engine/prototype.py): "Prototype {1}{W} — 2/2" is the card's
second set of mana cost, power and toughness, its `prototype`, not an ability the engine activates."""
from __future__ import annotations

import re

LINE = re.compile(r"Prototype ((?:\{[^}]+\})+) — (\d+)/(\d+)")


def prototype_line(plain: str) -> dict | None:
    """{"mana_cost", "power", "toughness"} of a prototype line, or None."""
    from rulings.engine.mana import is_valid_cost
    m = LINE.fullmatch(plain)
    if m is None or not is_valid_cost(m.group(1)):
        return None
    return {"mana_cost": m.group(1), "power": int(m.group(2)), "toughness": int(m.group(3))}
