"""Static abilities that set the land type of lands in general (rulings/engine/land_types_static.py): "Nonbasic
lands are Mountains." (Blood Moon, Magus of the Moon), "All Mountains are Plains." (Conversion, Glaciers):
the lands lose their old land types and the abilities of their rules text and have the new type's mana ability
(2007 212.6e; 2026 305.7), a type-changing effect (2007 418.5a layer 4; 2026 613.1d)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

PLURAL = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain", "Forests": "Forest"}


@ability_template(r"(Nonbasic lands|All (Plains|Islands|Swamps|Mountains|Forests)) are (Plains|Islands|Swamps|Mountains|Forests)\.")
def lands_are(card, m):
    if not card.types or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    to = PLURAL[m.group(3)]
    flt = {"nonbasic": True} if m.group(1) == "Nonbasic lands" else {"subtype": PLURAL[m.group(2)]}
    if flt.get("subtype") == to:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "lands", "filter": flt, "is": {"land_type": to}}]
