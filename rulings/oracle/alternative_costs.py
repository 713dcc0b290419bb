"""Keyword lines of alternative costs paid rather than a spell's mana cost (2026 118.9):
"Dash [cost]" (702.109a) and "Blitz [cost]" (702.152a), both printed on creature cards
only; the engine's rulings/engine/alternative_costs.py casts a spell for them (the
action's `pay.alternative`). Both came later than February 2007: under those rules the
engine refuses that way of casting the spell (the card is still cast for its mana cost)."""
from __future__ import annotations

import re

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def keyword(word: str) -> list[dict] | None:
    """The engine's keyword ability for "Dash {cost}" / "Blitz {cost}", or None if not one of them."""
    m = re.fullmatch(rf"(dash|blitz) ({MANA})", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "keyword", "keyword": m.group(1).lower(), "cost": m.group(2)}]
