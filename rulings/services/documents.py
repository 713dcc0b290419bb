"""Scenario documents before they are stored: a blank one, and copies."""
from __future__ import annotations

import copy


def blank_document(name: str = "Untitled scenario", question: str = "") -> dict:
    """The smallest valid scenario: two players at 20 life in the first main phase."""
    return {
        "format": 1,
        "name": name,
        "question": question,
        "players": [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}],
        "turn": {"number": 1, "active_player": "Alice", "phase": "precombat_main", "step": None},
        "objects": [],
        "actions": [],
    }


def clone(document: dict) -> dict:
    return copy.deepcopy(document)
