"""How much work a scenario asks of a request, refused when it is saved or imported.

A replay's cost grows with objects x actions: each time a player would receive
priority the engine looks at every permanent for state-based effects (420.5), and a
step that changes every permanent (an untap step) snapshots each of them. The
engine's own limits (at most MAX_OBJECTS objects and MAX_ACTIONS actions) keep one
run finite; this one keeps the first replay and the comparison of the two editions
within a request's time, measured by bench/replay_scale.py. A scenario over it is
refused as it is saved or imported, with this message, and never played at read
time.
"""
from __future__ import annotations

from .validation import Problem

# objects x actions a scenario may ask for (300 objects and 300 actions, or 100 and 1,000...):
# the first replay and the comparison of the two editions take a few seconds at most.
MAX_WORK = 100_000


def work_of(document) -> tuple[int, int]:
    """(objects, actions) of a document, 0 for what it does not list. A pass_until
    action counts as the passes it may make: each player's, in each step and phase
    left in the turn (engine.pass_until never goes past the turn)."""
    if not isinstance(document, dict):
        return 0, 0
    objects, actions, players = document.get("objects"), document.get("actions"), document.get("players")
    if not isinstance(actions, list):
        return (len(objects) if isinstance(objects, list) else 0), 0
    from rulings.engine.state import TURN_STRUCTURE
    passes = len(TURN_STRUCTURE) * max(1, len(players) if isinstance(players, list) else 1)
    count = sum(passes if isinstance(a, dict) and a.get("type") == "pass_until" else 1 for a in actions)
    return (len(objects) if isinstance(objects, list) else 0), count


def work_problems(document) -> list[Problem]:
    """The refusal of a document that asks for more than a request may do, naming the limit."""
    objects, actions = work_of(document)
    if objects * actions <= MAX_WORK:
        return []
    return [Problem("actions", (
        f"objects x actions exceeds the limit of {MAX_WORK:,}: this scenario has {objects:,} objects "
        f"and {actions:,} actions ({objects * actions:,}); remove objects or actions, or split it "
        f"into scenarios that each fit"))]
