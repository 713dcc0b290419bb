""""Whenever [a described permanent] becomes tapped, [effect]": "Whenever a Forest an opponent controls
becomes tapped, you gain 1 life." (Lifetap; Lifeblood's Mountain), "Whenever an Island an opponent controls
becomes tapped, you may gain 1 life." (Thoughtleech), "Whenever a Merfolk you control becomes tapped, you
may gain 1 life." (Judge of Currents), "Whenever a creature an opponent controls becomes tapped, put a +1/+1
counter on this creature." (Gideon's Avenger): a triggered ability of a permanent that triggers each time a
permanent the words describe becomes tapped, for mana, by an attack or by an effect (2026 603.2e, never as
it enters tapped; 2007: the glossary's "Becomes"): rulings/engine/tapped_kinds.py.

Precision: the permanent is the grammar's reading of a singular target phrase ("Forest an opponent
controls"), read whole; "another", "other", "chosen" and counters on it stay text only. The effect must
not refer to the tapped permanent ("it", "that creature", "its controller", "that permanent's
controller": the engine's "it" of this trigger is not bound to it here): only effects that name their
own objects ("you gain 1 life", "put a +1/+1 counter on ~").
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

#: words of an effect that would name the permanent that became tapped (or its controller)
_REFERS_BACK = re.compile(r"\b(it|its|that|those|they|them|their)\b", re.I)


@ability_template(r"Whenever (an? ([A-Za-z ,']+?)) becomes tapped, ([^\"]+)")
def described_becomes_tapped(card, m):
    from .targets import PERMANENT_TARGETS, parse
    from .triggered import _triggered
    if not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types) \
            or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    words = m.group(2)
    if re.search(r"\b(another|other|chosen|counters?|with|without|~|enchanted|equipped)\b", words, re.I):
        raise NotUnderstood(m.group(0))
    phrase = f"target {words}"
    if phrase not in PERMANENT_TARGETS:
        raise NotUnderstood(m.group(0))
    described = parse(phrase)
    if not isinstance(described, dict) or {"zone", "player"} & set(described):
        raise NotUnderstood(m.group(0))
    effect = m.group(3)
    if _REFERS_BACK.search(effect):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "becomes_tapped", "who": "described", "described": described}, effect)
