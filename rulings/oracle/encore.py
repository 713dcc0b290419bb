""" "Encore {5}{R}" (2026 702.141a; later than February 2007): "[Cost], Exile this card from your
graveyard: For each opponent, create a token that's a copy of this card that attacks that opponent
this turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end step.
Activate only as a sorcery." Written out as that activated ability, its instruction the engine's
`encore` (rulings/engine/encore.py); the loader refuses it under the 2007 rules."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .keywords import MANA


@ability_template(rf"Encore ({MANA})")
def encore(card, m) -> list[dict]:
    if "X" in m.group(1) or not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # a token copy of a noncreature card attacks nothing: not read
    return [{"kind": "activated", "zone": "graveyard", "cost": {"mana": m.group(1), "exile": "self"}, "timing": "sorcery",
             "effect": [{"do": "encore"}]}]
