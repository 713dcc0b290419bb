"""Damage families (issue 25, round 30).

- "Whenever this creature / enchanted creature / equipped creature deals damage, you
  gain that much life" (Spirit Link, Exalted Angel, Armadillo Cloak): one trigger for all
  the damage the creature deals at the same time, whatever the number of recipients, and
  "that much" is the total (2007: 410.6 with 310.4; 2026: 603.2c with 510.2): the
  engine's `damage_events.py` (a `deals_damage` trigger that names no recipient).

Anything else stays text only: a recipient named ("deals damage to a player" is
triggered.py's), "combat damage" here, any other instruction after the comma, a
noncreature "~" (this template's "~" is the creature that has the ability).
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

_WHO = {"~": "self", "enchanted creature": "enchanted", "equipped creature": "equipped"}


@ability_template(r"Whenever (~|enchanted creature|equipped creature) deals damage, you gain that much life\.")
def deals_damage_gain_that_much(card, m):
    """Spirit Link's "you gain that much life": the damage dealt in the one event."""
    who = _WHO[m.group(1)]
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if who != "self" and ("Aura" if who == "enchanted" else "Equipment") not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "deals_damage", "who": who, "to": "any"},
             "effect": [{"do": "gain_life", "amount": {"count": "damage_dealt"}, "player": "you"}]}]
