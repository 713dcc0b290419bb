"""Costs to attack (2007 308.2d-f; 2026 508.1h-j; rulings/engine/attack_costs.py): Propaganda's
"Creatures can't attack you unless their controller pays {2} for each creature they control that's
attacking you", Baird's "... attack you or planeswalkers you control unless their controller pays {1}
for each of those creatures", Brainwash's "Enchanted creature can't attack unless its controller pays
{3}". Generic mana only: a Phyrexian or X tax stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Creatures can't attack you unless their controller pays (\{\d+\}) for each creature they control that's attacking you\.")
def attacking_you(card, m):
    return [{"kind": "static", "attack_tax": {"mana": m.group(1), "per": "attacker_of_you"}}]


@ability_template(r"Creatures can't attack you or planeswalkers you control unless their controller pays (\{\d+\}) for each of those creatures\.")
def attacking_you_or_your_planeswalkers(card, m):
    return [{"kind": "static", "attack_tax": {"mana": m.group(1), "per": "attacker_of_you_or_planeswalkers"}}]


@ability_template(r"Enchanted creature can't attack unless its controller pays (\{\d+\})\.")
def enchanted_creature(card, m):
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "attack_tax": {"mana": m.group(1), "per": "enchanted"}}]
