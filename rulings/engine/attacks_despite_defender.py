""""This creature can attack this turn as though it didn't have defender" (Returned Phalanx,
Walking Wall): the engine's keyword `attacks_as_though_no_defender`, given until end of turn,
lets a creature with defender be declared as an attacker. It applies only to that: the
creature still has defender for every other purpose (2026 609.4; 2007: the glossary's "As
Though", which has no number to cite). Defender itself: 2007 502.41b; 2026 702.3b."""
from __future__ import annotations

KEYWORD = "attacks_as_though_no_defender"


def may_attack_despite_defender(game, c, name: str, cites: list) -> bool:
    """Whether a creature with defender (characteristics `c`) may attack all the same; says why."""
    if not c.has_keyword(KEYWORD):
        return False
    reason = f"{name} can attack this turn as though it didn't have defender"
    if game.rules.applies("as_though"):
        cites.append(("as_though", reason))
    return True
