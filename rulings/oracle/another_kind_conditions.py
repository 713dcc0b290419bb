"""The intervening "if" (2007 404.3; 2026 603.4) "if you control another Wizard" (Ghitu Journeymage: "When this
creature enters, if you control another Wizard, this creature deals 2 damage to each opponent."; Apothecary
Geist's "another Spirit"): a permanent its controller controls, other than the ability's source, with that
creature type (a changeling has every creature type), checked as the event occurs and again as the ability
resolves: rulings/engine/board_life_conditions.py's `you_control_another_kind`, which "~ can't block unless you
control another Zombie" reads (blocking_kinds.py).

Only one capitalized creature type of the engine's list; "another colorless creature", "another snow
permanent", "another outlaw", "another creature named ..." and "another creature with a +1/+1 counter on it"
match none and stay text only."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from . import intervening_if
from .registry import NotUnderstood


def _another(m) -> dict:
    if m.group(1) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    return {"you_control_another_kind": m.group(1)}


intervening_if.CONDITIONS += ((r"you control another ([A-Z][a-z]+)", _another),)
