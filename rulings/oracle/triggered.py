"""Triggered abilities (603 in 2026): "When ~ enters", "Whenever ~ attacks",
"At the beginning of your upkeep", "Whenever another creature enters", "When ~
leaves the battlefield", "When ~ dies" and "Whenever another creature you control
dies" (700.4: put into a graveyard from the battlefield), "Whenever you gain life"
(119.9). A dies trigger of anything else (an enchanted creature, a creature an
opponent controls, "~ or another creature") stays text only."""
from __future__ import annotations

import re

from .registry import ability_template, parse_effect
from .text import sentences

ENTERS = r"(?:enters|enters the battlefield)"


def _triggered(card, trigger: dict, effect_text: str) -> list[dict]:
    if trigger.get("who") == "self":  # "Whenever ~ attacks, it gets +1/+1": "it" is the source itself
        effect_text = re.sub(r"^it (gets|gains|deals) ", r"~ \1 ", effect_text)
    eff = parse_effect(card, sentences(effect_text))
    ab = {"kind": "triggered", "trigger": trigger}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = eff.steps
    return [ab]


@ability_template(rf"When ~ {ENTERS}, ([^\"]+)")
def enters(card, m):
    return _triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))


@ability_template(rf"Whenever another creature {ENTERS}, ([^\"]+)")
def another_enters(card, m):
    return _triggered(card, {"event": "comes_into_play", "who": "another_creature"}, m.group(1))


@ability_template(rf"Whenever a creature {ENTERS}, ([^\"]+)")
def any_enters(card, m):
    return _triggered(card, {"event": "comes_into_play", "who": "any_creature"}, m.group(1))


@ability_template(r"Whenever ~ attacks, ([^\"]+)")
def attacks(card, m):
    return _triggered(card, {"event": "attacks", "who": "self"}, m.group(1))


@ability_template(r"When ~ leaves the battlefield, ([^\"]+)")
def leaves(card, m):
    return _triggered(card, {"event": "leaves_play", "who": "self"}, m.group(1))


@ability_template(r"At the beginning of (your|each) upkeep, ([^\"]+)")
def upkeep(card, m):
    return _triggered(card, {"event": "beginning_of_step", "step": "upkeep", "whose": m.group(1)}, m.group(2))


DIES_WHO = {"~": "self", "another creature": "another_creature", "a creature you control": "creature_you_control",
            "another creature you control": "another_creature_you_control"}


@ability_template(r"(?:When|Whenever) (~|another creature|a creature you control|another creature you control) dies, ([^\"]+)")
def dies(card, m):
    """700.4: "dies" is "is put into a graveyard from the battlefield"; a leaves-the-battlefield
    ability that looks back in time (603.6c, 603.10a)."""
    if m.group(1) == "~" and not card.is_permanent_creature:
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))  # an Aura's or artifact's "~" doesn't die (only a creature does)
    effect_text = m.group(2)
    if m.group(1) == "~" and "~" in re.sub(r"^(?:~|it) deals ", "", effect_text):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))  # it is in the graveyard now: "put a counter on ~" means nothing the engine plays
    return _triggered(card, {"event": "dies", "who": DIES_WHO[m.group(1)]}, effect_text)


@ability_template(r"Whenever you gain life, ([^\"]+)")
def gain_life(card, m):
    """119.9: each life gain of more than 0 is one event; "that much life" is the life gained."""
    text = m.group(1)
    if "that much" not in text:
        return _triggered(card, {"event": "gain_life", "whose": "your"}, text)
    if re.search(r"\bX\b", text) or not re.fullmatch(r"(?:target opponent|target player|each opponent) loses that much life\.", text):
        from .registry import NotUnderstood
        raise NotUnderstood(text)  # "you gain that much life" would never end: not played
    eff = parse_effect(card, sentences(text.replace("that much", "X")), allow_x=True)

    def life_gained(value):
        if isinstance(value, dict):
            return {k: ({"count": "life_gained"} if k == "amount" and v == "X" else life_gained(v)) for k, v in value.items()}
        if isinstance(value, list):
            return [life_gained(v) for v in value]
        return value
    ab = {"kind": "triggered", "trigger": {"event": "gain_life", "whose": "your"}}
    if eff.targets:
        ab["targets"] = eff.targets
    ab["effect"] = life_gained(eff.steps)
    return [ab]


@ability_template(r"Whenever ~ or another creature dies, ([^\"~]+)")
def self_or_another_dies(card, m):
    """One ability that triggers once for each creature that dies, itself included: the engine
    plays it as two, "when ~ dies" and "whenever another creature dies", which trigger exactly
    as often (603.10a: it sees the creatures that die with it)."""
    if not card.is_permanent_creature:
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    return (_triggered(card, {"event": "dies", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "dies", "who": "another_creature"}, m.group(1)))
