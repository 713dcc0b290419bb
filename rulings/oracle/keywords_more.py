"""Keyword lines of more keywords, each alone on its line (the compiler strips the
reminder text): the triggered "Battle cry" (2026: 702.91a), "Dethrone" (702.105a),
"Afflict N" (702.130a) and "Fabricate N" (702.123a) the engine's keywords_more
plays, and the static "Riot" (702.136a, the engine's riot.py). All of them came
later than February 2007: the engine cites them only under the 2026 rules and,
under the 2007 rules, says they do nothing (as prowess, exalted and renown)."""
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


@ability_template(r"Fabricate (\d+)")
def fabricate(card, m) -> list[dict]:
    """702.123a: a triggered ability whose choice is made as it resolves (the engine's effects/fabricate.py)."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "fabricate", "count": n}]


@ability_template(r"Echo ((?:\{(?:\d+|[WUBRGC])\})+)")
def echo(card, m) -> list[dict]:
    """Echo [mana cost] (2007: 502.19a; 2026: 702.30a): a triggered ability at its controller's upkeep
    (the engine's echo.py). A permanent that is no Aura or Equipment (attaching gives those a new
    timestamp, which echo.py would read as coming under control); an echo cost that isn't mana
    ("Echo—Discard a card") stays text only."""
    permanent = {"Creature", "Artifact", "Enchantment", "Land"} & set(card.types) and not {"Instant", "Sorcery"} & set(card.types)
    if not permanent or {"Aura", "Equipment"} & set(card.subtypes):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "echo", "cost": m.group(1)}]


@ability_template(r"Bloodthirst (\d+)")
def bloodthirst(card, m) -> list[dict]:
    """Bloodthirst N (2007: 502.50a; 2026: 702.54a): a static ability applied as the creature enters
    (the engine's bloodthirst.py); "Bloodthirst X" (502.50b / 702.54b) stays text only."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "bloodthirst", "count": n}]


@ability_template(r"Modular (\d+)")
def modular(card, m) -> list[dict]:
    """Modular N (2007: 502.35a; 2026: 702.43a): it enters with N +1/+1 counters, and when it dies its
    controller may move them to target artifact creature (the engine's modular.py). An artifact
    creature only; "Modular—Sunburst" stays text only."""
    n = int(m.group(1))
    if not {"Artifact", "Creature"} <= set(card.types) or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "modular", "count": n}]
