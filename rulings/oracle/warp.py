""""Warp [cost]" (2026 702.185a) on a permanent card: the keyword with its cost
(rulings/engine/warp.py). A cost with {X} stays text only."""
from __future__ import annotations

from .registry import ability_template


@ability_template(r"Warp ((?:\{(?:\d+|[WUBRGC])\})+)")
def warp(card, m):
    return [{"kind": "keyword", "keyword": "warp", "cost": m.group(1)}]
