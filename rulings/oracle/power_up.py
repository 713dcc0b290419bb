"""Power-up (2026 702.193a): "Power-up — [Cost]: [Effect]" means "[Cost]: [Effect]. If this permanent
entered this turn, this ability's cost is reduced by this permanent's mana cost. Activate this ability
only once." Read by activated.py's "[Cost]: [Effect]" template, which calls `power_up_ability` on the
ability it reads; the engine's power_up.py reduces the cost and counts the one use."""
from __future__ import annotations

import re

from .registry import NotUnderstood

_PLAIN = re.compile(r"(?:\{(?:\d+|[WUBRGC])\})+")


def power_up_ability(card, ab: dict) -> None:
    """Mark `ab` a power-up ability: only a permanent's, with a cost of mana alone, plain symbols only
    (colored, colorless and generic, in the cost and in the permanent's mana cost: the reduction of a
    hybrid symbol is the player's choice, 118.7e), and no other restriction of its own."""
    mana_cost = getattr(card, "mana_cost", None) or ""
    if (set(ab) - {"kind", "cost"} or set(ab["cost"]) != {"mana"} or not _PLAIN.fullmatch(ab["cost"]["mana"])
            or not card.types or {"Instant", "Sorcery"} & set(card.types) or not _PLAIN.fullmatch(mana_cost)):
        raise NotUnderstood("Power-up — " + ab["cost"].get("mana", ""))
    ab["only_once"] = ab["power_up"] = True
