"""Wordings that count the spells a player has cast this turn:

* "This spell costs {2} less to cast if you've cast another spell this turn." (Focus the Mind,
  Rally the Monastery, Gigastorm Titan): the spell's own cost reduction (2026 601.2f; 2007
  409.1f) with the engine's count `spells_you_cast_this_turn` at least 1 (rulings/engine/
  cost_counts.py). The spell whose cost is being determined is not yet cast (it becomes cast once
  its costs are paid: 2026 601.2i; 2007 409.1i), so every spell counted is "another".

The same count read elsewhere, each a line beside its family's own conditions or counts:

* "if you've cast two or more spells this turn": the engine's condition `spells_you_cast_this_turn_at_least`
  (rulings/engine/board_life_conditions.py), as a triggered ability's intervening "if" (intervening_if.py:
  Loan Shark), "Activate only if ..." (activation_limits.py: Xerex Strobe-Knight) and "enters with two +1/+1
  counters on it if ..." (board_life_conditions.py: Effortless Master, which counts itself when it was cast);
* "for each spell you've cast this turn" / "the number of spells you've cast this turn": the amount
  `spells_you_cast_this_turn` (counts_more.py; rulings/engine/cast_spell_values.py: Aetherflux Reservoir).

"another instant or sorcery spell", "another blue spell" (a kind of spell), "other spells" and "if an
opponent cast ..." stay text only: the engine counts a player's spells, not their kinds."""
from __future__ import annotations

from .registry import NotUnderstood


def another_spell(sc: dict) -> dict:
    """ "if you've cast another spell this turn" of a spell's own reduction `sc` (spell_costs.own_cost reads the rest)."""
    if not 1 <= sc["less"] <= 20:
        raise NotUnderstood("you've cast another spell this turn")
    return {"kind": "static", "spell_cost": {**sc, "if": {"count": "spells_you_cast_this_turn", "at_least": 1}}}
