"""Intervening "if" clauses about the board beyond "if you control no creatures": "if no creatures
are on the battlefield" (Pestilence: every player's creatures) and "if you control no artifacts"
(Glimmervoid), checked as the ability triggers and again as it resolves (2007 404.3; 2026 603.4).

`{"no_creatures_on_battlefield": true}` and `{"you_control_no_artifacts": true}` (false: the
opposite); triggers.check_condition and condition_text ask this module."""
from __future__ import annotations

from .continuous import characteristics

KEYS = ("no_creatures_on_battlefield", "you_control_no_artifacts")


def holds(game, cond: dict, controller: int) -> bool:
    if "no_creatures_on_battlefield" in cond:
        none = not any(characteristics(game, o).is_creature for o in game.in_play())
        if none != bool(cond["no_creatures_on_battlefield"]):
            return False
    if "you_control_no_artifacts" in cond:
        none = not any("Artifact" in characteristics(game, o).types for o in game.in_play(controller))
        if none != bool(cond["you_control_no_artifacts"]):
            return False
    return True


def said(cond: dict, words) -> str | None:
    if "no_creatures_on_battlefield" in cond:
        return (f"no creatures are {words.in_play}" if cond["no_creatures_on_battlefield"]
                else f"a creature is {words.in_play}")
    if "you_control_no_artifacts" in cond:
        return "its controller controls no artifacts" if cond["you_control_no_artifacts"] else "its controller controls an artifact"
    return None
