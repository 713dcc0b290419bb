"""Mana abilities and spells that add mana: "{T}: Add {G}." (605 in 2026)."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"add ((?:\{[WUBRGC]\})+)")
def add_mana(eff, m):
    eff.steps.append({"do": "add_mana", "mana": m.group(1).upper()})
