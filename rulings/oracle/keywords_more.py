"""Keyword lines of the triggered keywords the engine's keywords_more plays:
"Battle cry" (2026: 702.91a), "Dethrone" (702.105a) and "Afflict N" (702.130a),
each alone on its line (the compiler strips the reminder text). All three came
later than February 2007: the engine cites them only under the 2026 rules and,
under the 2007 rules, says they don't trigger (as prowess, exalted and renown)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Battle cry")
def battle_cry(card, m) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "battle_cry"}]


@ability_template(r"Dethrone")
def dethrone(card, m) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "dethrone"}]


@ability_template(r"Afflict (\d+)")
def afflict(card, m) -> list[dict]:
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "afflict", "count": n}]


@ability_template(r"Riot")
def riot(card, m) -> list[dict]:
    """702.136a: a static ability applied as the permanent enters (the engine's riot.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "riot"}]
