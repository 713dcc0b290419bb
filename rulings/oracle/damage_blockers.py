"""A creature's damage to a creature blocking it:

- "{R}: This creature deals 1 damage to target creature blocking it." (Godo's Irregulars, Flowstone
  Salamander), "Whenever this creature becomes blocked, it deals 1 damage to target creature blocking
  it." (Goblin Javelineer): "it" is the creature itself (the ability's source, the only creature the
  sentence names), so the target is a creature blocking the source (the target grammar's "target
  creature blocking ~", the engine's filter `in_combat_with_source`), checked as it is targeted and
  again as the ability resolves: a blocker removed from combat is no longer a legal target (2007
  413.2a; 2026 608.2b).

The paragraph is read as "... target creature blocking ~." by the templates that read its cost or
trigger (registry.read_by_others). Precision: only a creature card's own ability in these two shapes;
"blocking it" anywhere else (an Aura's, "a creature you control becomes blocked") stays text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, read_by_others
from .text import NUMBER


def _as_source(card, paragraph: str, fn) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(paragraph)
    found = read_by_others(card, paragraph[:-len("blocking it.")] + "blocking ~.", lambda family, other: other is fn)
    if found is None:
        raise NotUnderstood(paragraph)
    return found


@ability_template(rf"[^:\"]+: ~ deals ({NUMBER}) damage to target creature blocking it\.")
def activated_damage_to_a_blocker(card, m):
    return _as_source(card, m.group(0), activated_damage_to_a_blocker)


@ability_template(rf"Whenever ~ becomes blocked, it deals ({NUMBER}) damage to target creature blocking it\.")
def blocked_damage_to_a_blocker(card, m):
    return _as_source(card, m.group(0), blocked_damage_to_a_blocker)
