""" "gets +N/+N for each Aura and Equipment attached to it" (Champion of the Flame, With Great Power):
a static ability counting every Aura and every Equipment attached to the creature it modifies, each
once, recounted whenever power and toughness are read (2007 418.5a sublayer 6c; 2026 613.4c;
rulings/engine/continuous.static_count "aura_or_equipment_attached"). "and has ..." after it stays
text only here."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .statics import PT, _statics


@ability_template(rf"(~|Enchanted creature|Equipped creature) gets {PT} for each Aura and Equipment attached to it\.")
def gets_for_each_aura_and_equipment(card, m):
    """ "This creature gets +2/+2 for each Aura and Equipment attached to it" (Champion of the Flame)."""
    who = m.group(1)
    if (who == "~" and not card.is_permanent_creature) or (who == "Enchanted creature" and "Aura" not in card.subtypes) \
            or (who == "Equipped creature" and "Equipment" not in card.subtypes):
        raise NotUnderstood(m.group(0))
    affects = {"~": "self", "Enchanted creature": "enchanted", "Equipped creature": "equipped"}[who]
    return _statics({"kind": "static", "affects": affects, "for_each": "aura_or_equipment_attached"}, (m.group(2), m.group(3)), None)
