""" "You have hexproof." and "You have shroud." (2026: 702.11c, 702.18a): a
permanent's static ability that keeps its controller from being targeted (the
engine's player_hexproof.py)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"You have (hexproof|shroud)\.")
def you_have(card, m) -> list[dict]:
    if not {"Creature", "Artifact", "Enchantment", "Land"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))  # a permanent's ability (a planeswalker's static is not read here)
    return [{"kind": "keyword", "keyword": f"you_have_{m.group(1)}"}]
