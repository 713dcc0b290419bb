"""Powerstone tokens: "Create a tapped Powerstone token." (2026 111.10h: "A Powerstone token is a
colorless Powerstone artifact token with '{T}: Add {C}. This mana can't be spent to cast a
nonartifact spell.'"). The February 2007 rules have no predefined tokens: there the card's own words,
its reminder text, which the token's definition carries, are followed and the log says the rule is
later (rulings/engine/effects/tokens.py). Its mana is kept apart and pays for an artifact spell or
for anything that isn't a spell (rulings/engine/restricted_mana.py)."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template, parse_sentence
from .text import NUMBER

POWERSTONE_TEXT = "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."


def powerstone_token() -> dict:
    """111.10h: a colorless Powerstone artifact token with its mana ability."""
    return {"types": ["Artifact"], "subtypes": ["Powerstone"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"tap": True},
                           "effect": [{"do": "add_mana", "mana": "{C}", "spend_only": "not_nonartifact_spell"}],
                           "text": POWERSTONE_TEXT}]}


@effect_template(rf"(?:(.+) and )?create ({NUMBER}) (tapped )?Powerstone (tokens?)")
def create_powerstone(eff, m):
    """ "Create a tapped Powerstone token", "Create two tapped Powerstone tokens", "You gain 2 life
    and create a tapped Powerstone token": the first instruction, then the tokens."""
    n = _amount(eff, m.group(2))
    if (n == 1) != (m.group(4) == "token"):
        raise NotUnderstood(m.group(0))
    if m.group(1):
        parse_sentence(eff, m.group(1))
    step = {"do": "create_token", "id": "powerstone", "count": n, "predefined": "Powerstone", "token": powerstone_token()}
    if m.group(3):
        step["tapped"] = True
    eff.steps.append(step)
