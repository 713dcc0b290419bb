"""Counter and "enters" mechanics read from Oracle text: megamorph (2026 702.37b)."""
from __future__ import annotations

import re

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def keyword(word: str) -> list[dict] | None:
    """ "Megamorph {1}{G}": the engine's morph with `megamorph` (its cost is a morph cost, 702.37b),
    which also puts a +1/+1 counter on the permanent as it is turned face up for that cost."""
    m = re.fullmatch(rf"megamorph ({MANA})", word.strip(), re.IGNORECASE)
    if m:
        return [{"kind": "keyword", "keyword": "morph", "cost": m.group(1), "megamorph": True}]
    return None
