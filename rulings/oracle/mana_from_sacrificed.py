"""Mana counted from the permanent a mana ability's cost sacrificed (rulings/engine/sacrificed_creature.py;
its last known information: 2007 413.2f; 2026 608.2h), read with the cost by mana_ability_costs.py:

- "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value." (Priest of
  Yawgmoth, Red Priest of Yawgmoth);
- "{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed creature's power." (Furgul, Quag
  Nurturer).

Only where the card has one ability that sacrifices such a permanent as a cost and every "sacrificed artifact" /
"sacrificed creature" of the card is in that ability; a spending restriction after it (Slobad) stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template

_ARTIFACT_COST = re.compile(r"[^:\"]*\bSacrifice an artifact\b[^:\"]*: [^\"]+")


@effect_template(r"add an amount of (\{[WUBRGC]\}) equal to the sacrificed artifact's mana value")
def add_mana_equal_to_sacrificed_artifacts_mana_value(eff, m):
    """Priest of Yawgmoth: the mana value of the artifact sacrificed to pay the cost, as it last existed."""
    paragraphs = eff.card.paragraphs
    using = [p for p in paragraphs if "sacrificed artifact" in p]
    if len(using) != 1 or not _ARTIFACT_COST.fullmatch(using[0]) or sum(bool(_ARTIFACT_COST.fullmatch(p)) for p in paragraphs) != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "add_mana_for_each", "mana": m.group(1).upper(), "amount": {"count": "sacrificed_mana_value"}})


@effect_template(r"add an amount of (\{[WUBRGC]\}) equal to the sacrificed creature's power")
def add_mana_equal_to_sacrificed_creatures_power(eff, m):
    """Furgul, Quag Nurturer: the power of the creature sacrificed to pay the cost, as it last existed."""
    from .damage_and_life import _sacrificed
    eff.steps.append({"do": "add_mana_for_each", "mana": m.group(1).upper(), "amount": _sacrificed(eff, "power")})
