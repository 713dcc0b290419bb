"""Riders on the creatures a damage sentence dealt damage to:

- "A creature dealt damage this way can't be regenerated this turn." (Incinerate, Jaya Ballard, Task
  Mage) and "Creatures dealt damage this way can't be regenerated this turn." (Flamebreak): each
  creature the sentences before dealt damage to (dealt, not all prevented; a redirection's new
  recipient) can't be regenerated until end of turn (2007 419.6b; 2026 701.19c), the rider outliving
  the spell (2007 418.3a; 2026 611.2a). A player or a planeswalker dealt damage gets nothing; a
  creature whose damage was all prevented can still be regenerated (the engine's damage
  `no_regenerate_if_dealt`).

- "~ deals X damage to any target. If it's a creature, it can't be regenerated this turn, and if it would
  die this turn, exile it instead." (Disintegrate, Carbonize): both riders on the target if it is a
  creature as the spell resolves, whether or not the damage was dealt ("it" is the target; 2007 419.1a;
  2026 614.1a for the exile; the engine's damage `if_creature`).

Precision: only after sentences that deal damage and do nothing else (the second: one damage sentence
to its one target); "that creature can't be regenerated" after "any target" (Scorching Lava's kicked
rider) and "a permanent dealt damage this way" stay text only.
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


@effect_template(r"if it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead")
def if_its_a_creature_no_regeneration_and_exile(eff, m):
    """Disintegrate, Carbonize: "it" is the one target the sentence before dealt damage to (any
    target); if it is a creature as the spell resolves, it can't be regenerated this turn and is
    exiled instead if it would die this turn, whether or not the damage was dealt (2007 419.6b,
    419.1a; 2026 701.19c, 614.1a; the engine's damage `if_creature`)."""
    from .prevention_more import _previous_sentence
    before = _previous_sentence(eff)
    target = eff.last_target
    if target is None or len(eff.targets) != 1 or len(before) != 1 or before[0].get("do") != "damage" \
            or before[0].get("to") != target or before[0].get("no_regenerate") or before[0].get("exile_if_dies"):
        raise NotUnderstood(m.group(0))
    before[0]["if_creature"] = ["no_regenerate", "exile_if_dies"]
