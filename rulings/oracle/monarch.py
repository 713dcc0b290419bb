""" "You become the monarch" (2026 725.1): the player gets the designation and its
two inherent triggered abilities (725.2; rulings/engine/monarch.py). Sentences that
ask whether a player is the monarch ("if you're the monarch") are not read."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"you become the monarch")
def become_the_monarch(eff, m):
    eff.steps.append({"do": "become_the_monarch"})
