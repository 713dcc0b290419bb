"""Scenario documents before they are stored: a blank one, and copies."""
from __future__ import annotations

import copy

from rulings.engine.editions import NEWEST_RULES


def blank_document(name: str = "Untitled scenario", question: str = "") -> dict:
    """The smallest valid scenario: two players at 20 life in the first main phase,
    played under the newest edition the engine plays."""
    return {
        "format": 1,
        "name": name,
        "question": question,
        "rules": NEWEST_RULES,
        "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
        "turn": {"number": 1, "active_player": "Alice", "phase": "precombat_main", "step": None},
        "objects": [],
        "actions": [],
    }


def clone(document: dict) -> dict:
    return copy.deepcopy(document)
