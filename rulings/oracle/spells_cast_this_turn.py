"""Wordings that count the spells a player has cast this turn:

* "This spell costs {2} less to cast if you've cast another spell this turn." (Focus the Mind,
  Rally the Monastery, Gigastorm Titan): the spell's own cost reduction (2026 601.2f; 2007
  409.1f) with the engine's count `spells_you_cast_this_turn` at least 1 (rulings/engine/
  cost_counts.py). The spell whose cost is being determined is not yet cast (it becomes cast once
  its costs are paid: 2026 601.2i; 2007 409.1i), so every spell counted is "another".

"another instant or sorcery spell", "another blue spell" (a kind of spell) and "if an opponent cast
..." stay text only: the engine counts a player's spells, not their kinds."""
from __future__ import annotations

from .registry import NotUnderstood


def another_spell(sc: dict) -> dict:
    """ "if you've cast another spell this turn" of a spell's own reduction `sc` (spell_costs.own_cost reads the rest)."""
    if not 1 <= sc["less"] <= 20:
        raise NotUnderstood("you've cast another spell this turn")
    return {"kind": "static", "spell_cost": {**sc, "if": {"count": "spells_you_cast_this_turn", "at_least": 1}}}
