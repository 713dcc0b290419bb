""" "Activated abilities of artifacts can't be activated." (Null Rod, Stony Silence, Collector
Ouphe), "Activated abilities of creatures your opponents control can't be activated.", "...
artifacts, creatures, and planeswalkers ...", "... unless they're mana abilities": a static ability
of a permanent, the engine's `activation_ban` (rulings/engine/activation_bans.py; 2007 409.4; 2026
602.5)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

_KINDS = {"artifacts": ["Artifact"], "creatures": ["Creature"], "lands": ["Land"], "artifacts and creatures": ["Artifact", "Creature"],
          "artifacts, creatures, and planeswalkers": ["Artifact", "Creature", "Planeswalker"]}


@ability_template(r"Activated abilities of (artifacts|creatures|lands|artifacts and creatures|artifacts, creatures, and planeswalkers)"
                  r"( your opponents control)? can't be activated( unless they're mana abilities)?\.")
def activation_ban(card, m):
    if not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    ban = {"types": _KINDS[m.group(1)]}
    if m.group(2):
        ban["whose"] = "opponents"
    if m.group(3):
        ban["except_mana"] = True
    return [{"kind": "static", "activation_ban": ban}]
