"""Riders on the creatures a damage sentence dealt damage to:

- "A creature dealt damage this way can't be regenerated this turn." (Incinerate, Jaya Ballard, Task
  Mage) and "Creatures dealt damage this way can't be regenerated this turn." (Flamebreak): each
  creature the sentences before dealt damage to (dealt, not all prevented; a redirection's new
  recipient) can't be regenerated until end of turn (2007 419.6b; 2026 701.19c), the rider outliving
  the spell (2007 418.3a; 2026 611.2a). A player or a planeswalker dealt damage gets nothing; a
  creature whose damage was all prevented can still be regenerated (the engine's damage
  `no_regenerate_if_dealt`).

Precision: only after sentences that deal damage and do nothing else; "If it's a creature, it can't be
regenerated" (whether or not damage was dealt) and "a permanent dealt damage this way" stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .replacements import _damage_steps


@effect_template(r"(?:a creature|creatures) dealt damage this way can't be regenerated this turn")
def creatures_dealt_damage_cant_be_regenerated(eff, m):
    """Incinerate, Flamebreak: the flag on every damage instruction before it."""
    found = _damage_steps(eff.steps)
    if not found:
        raise NotUnderstood(m.group(0))
    for st in found:
        st["no_regenerate_if_dealt"] = True
