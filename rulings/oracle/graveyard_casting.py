"""Keyword lines that let a card be cast from, or returned from, its owner's graveyard:
"Retrace" (2026 702.81a: any card, cast by discarding a land card as an additional cost)
and "Jump-start" (2026 702.133a: an instant or sorcery, cast by discarding a card, then
exiled as it leaves the stack); the engine's rulings/engine/graveyard_casting.py casts them.
Both came later than February 2007: under those rules the engine refuses the casting."""
from __future__ import annotations

import re

MANA = r"(?:\{(?:\d+|[WUBRGCX])\})+"

#: the keyword as printed -> the engine's keyword
PLAIN = {"retrace": "retrace", "jump-start": "jump_start"}
#: keywords a card has only as printed (a grant of them is not read by these templates)
NOT_GRANTED = tuple(PLAIN.values())


def keyword(word: str) -> list[dict] | None:
    """The engine's keyword ability for one keyword of a keyword line, or None if not one of these.
    (Jump-start on a permanent card would do nothing in the engine, 702.133a; none is printed.)
    "Unearth [cost]" (702.84a) is read on a permanent's keyword line only: the compiler gives
    an instant or sorcery only its SPELL_KEYWORDS."""
    low = word.strip().lower()
    if low in PLAIN:
        return [{"kind": "keyword", "keyword": PLAIN[low]}]
    m = re.fullmatch(rf"unearth ({MANA})", word.strip(), re.IGNORECASE)
    if m and "X" not in m.group(1):
        return [{"kind": "keyword", "keyword": "unearth", "cost": m.group(1)}]
    return None

