"""Emerge (2026 702.119a; the engine's rulings/engine/emerge.py) on a creature card: "Emerge [mana cost]",
an alternative cost paid by sacrificing a creature, whose mana value reduces the generic mana of the
emerge cost. "Emerge from artifact [cost]" (702.119b: an artifact sacrificed) and emerge with X stay
text only, and so does emerge on an instant or sorcery (none reads so)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Emerge ((?:\{(?:\d+|[WUBRGC])\})+)")
def emerge(card, m) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "emerge", "cost": m.group(1)}]
