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
    """(objects, actions) of a document, 0 for what it does not list."""
    if not isinstance(document, dict):
        return 0, 0
    objects, actions = document.get("objects"), document.get("actions")
    return (len(objects) if isinstance(objects, list) else 0), (len(actions) if isinstance(actions, list) else 0)


def work_problems(document) -> list[Problem]:
    """The refusal of a document that asks for more than a request may do, naming the limit."""
    objects, actions = work_of(document)
    if objects * actions <= MAX_WORK:
        return []
    return [Problem("actions", (
        f"objects x actions exceeds the limit of {MAX_WORK:,}: this scenario has {objects:,} objects "
        f"and {actions:,} actions ({objects * actions:,}); remove objects or actions, or split it "
        f"into scenarios that each fit"))]
