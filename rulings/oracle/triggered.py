"""Triggered abilities (603 in 2026): "When ~ enters", "Whenever ~ attacks",
"At the beginning of your upkeep", "Whenever another creature enters", "When ~
leaves the battlefield". "Dies" has no event in the engine: such text stays text only."""
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
