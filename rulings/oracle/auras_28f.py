"""An Aura's own activated ability that acts on what it enchants: Firebreathing's
"{R}: Enchanted creature gets +1/+0 until end of turn", "{G}: Regenerate enchanted
creature", "Sacrifice this Aura: Regenerate enchanted creature" (2007: 409; 2026: 602).

The Aura's controller activates it (not the enchanted creature's controller), and it
acts on whatever the Aura enchants as the ability resolves, or, if the Aura has left
the battlefield, on what it enchanted as it last existed there (Firebreathing's
rulings; 2007: 413.2f / 2026: 608.2h, last known information). Nothing is targeted
(2007: 415.1; 2026: 115.1): the instruction the effect templates read for "target
creature" is done to the engine's "enchanted"."""
from __future__ import annotations

import re

from .activated import RESTRICTIONS, cost
from .auras import _enchanted
from .registry import NotUnderstood, ability_template, parse_effect
from .text import sentences


@ability_template(r"([^:\"]+): (Enchanted creature [^\"]+|Regenerate enchanted creature\.|[A-Z][a-z]+ enchanted creature\.)")
def aura_activated(card, m) -> list[dict]:
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    ab: dict = {"kind": "activated", "cost": cost(m.group(1))}
    if ab["cost"].pop("zone", None):
        raise NotUnderstood(m.group(1))
    text = m.group(2)
    for words, (key, value) in RESTRICTIONS.items():
        if text.endswith(" " + words):
            text = text[: -len(words) - 1]
            ab[key] = value
    if re.search(r"\btarget\b|\bmay\b|\bif\b|\bup to\b|\bX\b|\bits controller\b|\bthat player\b|\bit\b|\byou\b|\bthis\b|~",
                 text, re.IGNORECASE) or len(re.findall(r"\benchanted\b", text, re.IGNORECASE)) != 1 or len(sentences(text)) != 1:
        raise NotUnderstood(text)
    eff = parse_effect(card, sentences(re.sub(r"\b[Ee]nchanted creature\b", "target creature", text)))
    if len(eff.targets) != 1 or eff.targets[0] not in ("creature", {"types": ["Creature"]}) or \
            any(s["do"].startswith("add_mana") for s in eff.steps):
        raise NotUnderstood(text)
    ab["effect"] = _enchanted(eff.steps)
    if "target:0" in repr(ab["effect"]) or "enchanted" not in repr(ab["effect"]):
        raise NotUnderstood(text)
    return [ab]
