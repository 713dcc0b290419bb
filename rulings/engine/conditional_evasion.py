""" "[This creature] can't be blocked as long as defending player controls an artifact":
evasion that holds only while its condition does, read as blockers are declared (a
restriction on blocking: 2007 309.2a; 2026 509.1b)."""
from __future__ import annotations

from . import evasion
from .continuous import characteristics


def _defending_controls_artifact(game, b) -> bool:
    return any("Artifact" in characteristics(game, o).types for o in game.in_play(b.controller))


def conditional_unblockable(game, b, bc, at, ac, bn, an):
    """A check of evasion.BLOCK_CHECKS."""
    if ac.has_keyword("unblockable_while_defending_artifact") and _defending_controls_artifact(game, b):
        return "blocking_restrictions", (f"{an} can't be blocked as long as the defending player controls an artifact, "
                                         f"and {game.players[b.controller].name} controls one")
    return None


evasion.BLOCK_CHECKS += (conditional_unblockable,)
