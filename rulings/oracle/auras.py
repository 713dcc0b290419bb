"""An Aura's enchant keyword ability beyond "Enchant creature / land /
permanent" (keywords.py reads those): "Enchant creature you control",
"Enchant artifact", "Enchant nonland permanent", "Enchant Forest" (2007:
502.45a; 2026: 702.5a, 303.4a). What follows "Enchant" is read by the target
phrase grammar (targets.py) as a filter of a permanent in play; a player, a
card in a graveyard, or anything the grammar doesn't read whole stays text
only, and the compiler then refuses the Aura."""
from __future__ import annotations

import re

from . import targets
from .registry import NotUnderstood, ability_template

def enchant_filter(phrase: str) -> dict:
    """The target filter of what "Enchant [phrase]" allows; NotUnderstood if it isn't a permanent's."""
    m = re.fullmatch(r"([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?( you control)?", phrase)
    if m:  # a subtype: "Enchant Forest", "Enchant Forest or Plains", "Enchant Equipment", "Enchant Giant you control"
        spec = {"subtypes": [w for w in m.groups()[:2] if w]}
        if m.group(3):
            spec["controller"] = "you"
        return spec
    spec = targets.parse("target " + phrase)
    if not isinstance(spec, dict) or spec.get("player") or spec.get("zone", "in_play") != "in_play" or spec.get("other"):
        raise NotUnderstood(phrase)
    from rulings.engine.enchant import FIELDS
    if set(spec) - set(FIELDS):
        raise NotUnderstood(phrase)  # "Enchant creature or Vehicle" (any_of): not a field enchant checks
    return spec


@ability_template(r"Enchant ([a-zA-Z ,'\d-]+)")
def enchant(card, m) -> list[dict]:
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "enchant", "what": enchant_filter(m.group(1))}]


@ability_template(r"When ~ is put into a graveyard from the battlefield, return (?:it|~) to its owner's hand\.")
def returns_to_hand(card, m) -> list[dict]:
    """A leaves-the-battlefield ability (2007 410.10c; 2026 603.6c): the card it
    became in the graveyard returns to its owner's hand, if it is still there."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
             "effect": [{"do": "return_to_hand", "what": "it"}]}]


@ability_template(r"When ~ (?:enters|enters the battlefield), tap enchanted creature\.")
def enters_tap_enchanted(card, m) -> list[dict]:
    """The Aura's enters ability taps what it enchants as the ability resolves (or,
    if the Aura has left play, what it enchanted as it last existed there)."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
             "effect": [{"do": "tap", "what": "enchanted"}]}]


def _enchanted(value):
    """The one target of an instruction read as "target creature" becomes the Aura's "enchanted"."""
    if value == "target:0":
        return "enchanted"
    if isinstance(value, dict):
        return {k: _enchanted(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_enchanted(v) for v in value]
    return value


@ability_template(r"When ~ (?:enters|enters the battlefield), ([^\"]*\benchanted (?:creature|permanent)\b[^\"]*)")
def enters_enchanted(card, m) -> list[dict]:
    """"When this Aura enters, enchanted creature gains first strike until end of
    turn" / "put a +1/+1 counter on enchanted creature": an instruction the
    effect templates read for "target creature", done to what the Aura enchants
    (no target is chosen: nothing is targeted, 2007 415.1, 2026 115.1)."""
    from .registry import parse_effect
    from .text import sentences
    text = m.group(1)
    if "Aura" not in card.subtypes or "Creature" in card.types or re.search(r"\btarget\b|\bmay\b|\bif\b|\bup to\b", text) \
            or len(re.findall(r"\benchanted\b", text)) != 1:
        raise NotUnderstood(text)
    noun = "creature" if "enchanted creature" in text else "permanent"
    eff = parse_effect(card, sentences(re.sub(r"\benchanted (creature|permanent)\b", r"target \1", re.sub(r"^it deals ", "~ deals ", text))))
    if len(eff.targets) != 1 or eff.targets[0] not in ((noun, {"types": ["Creature"]}) if noun == "creature" else ("permanent", {})):
        raise NotUnderstood(text)
    return [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "effect": _enchanted(eff.steps)}]
