"""Keyword lines of costs that put a creature card onto the battlefield another way than for
its mana cost: "Dash [cost]" (2026 702.109a) and "Blitz [cost]" (702.152a), alternative
costs paid rather than the mana cost (118.9; rulings/engine/alternative_costs.py, the
action's `pay.alternative`), both later than February 2007 (under those rules the engine
refuses them; the card is still cast for its mana cost); and "Ninjutsu [cost]" (2007
502.43a; 2026 702.49a), an ability activated from the hand (rulings/engine/ninjutsu.py).
All are printed on creature cards only."""
from __future__ import annotations

import re

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def keyword(word: str) -> list[dict] | None:
    """The engine's keyword ability for "Dash / Blitz / Ninjutsu {cost}", or None if not one of them."""
    m = re.fullmatch(rf"(dash|blitz|ninjutsu) ({MANA})", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "keyword", "keyword": m.group(1).lower(), "cost": m.group(2)}]
