"""Keyword costs with two-color hybrid mana symbols: "Cycling {W/U}" (Glassdust Hulk) means
"{W/U}, Discard this card: Draw a card" (2007 502.18a; 2026 702.29a), its hybrid symbol paid with
mana of either of its colors (2007 104.3f; 2026 107.4e). Activated abilities' own hybrid costs
("{U/R}: ...") are read by activated.py's cost. Only costs with at least one hybrid symbol match
here: the others are library.py's."""
from __future__ import annotations

from .library import cycling
from .registry import ability_template

#: mana symbols of a cost, at least one of them a two-color hybrid symbol ({W/U}); no {2/W}, {W/P} or {X}
HYBRID_MANA = r"(?=[^ ]*\{[WUBRG]/[WUBRG]\})(?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRG])\})+"


@ability_template(rf"(Cycling) ({HYBRID_MANA})")
def hybrid_cycling(card, m) -> list[dict]:
    return cycling(card, m)

