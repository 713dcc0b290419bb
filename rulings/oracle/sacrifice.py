""" "Sacrifice ~": its controller puts the permanent into its owner's graveyard
(2026: 701.21a; 2007: the glossary's "Sacrifice"); only a permanent its
controller controls can be sacrificed, so a source that has left the battlefield
is not (the engine's `sacrifice` reads it only while it is in play)."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template


@effect_template(r"sacrifice ~")
def sacrifice_self(eff, m):
    if not ({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(eff.card.types)):
        raise NotUnderstood(m.group(0))  # an instant or sorcery is no permanent
    eff.steps.append({"do": "sacrifice", "what": "self"})
