""" "Whenever you scry, ..." (Flamespeaker Adept, Knowledge and Power) and "Whenever you surveil, ..."
(Dimir Spybug): the engine's `scries` / `surveils` triggers, after the scry or surveil is complete
(2026 701.22d, 701.25d; rulings/engine/scry_triggers.py)."""
from __future__ import annotations

from .registry import ability_template
from .triggered import _triggered


@ability_template(r"Whenever you (scry|surveil), ([^\"]+)")
def whenever_you_scry(card, m):
    return _triggered(card, {"event": "scries" if m.group(1) == "scry" else "surveils", "whose": "your"}, m.group(2))
