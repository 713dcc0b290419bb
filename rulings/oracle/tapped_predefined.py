"""Predefined tokens that enter tapped: "Create a tapped Treasure token" (Magda, the Hoardmaster),
"create two tapped Food tokens", "You create a tapped Treasure token" (Village Pillagers): the token the
untapped sentence makes (a Treasure, Food, Clue, Blood, Map, Gold, Junk ... token: 2026 111.10; the
February 2007 rules have none, and there the card's own words are followed), entering the battlefield
tapped (its "tapped" is the effect's: 2026 111.3 / 110.5b; 2007 216.1 "put into play"). Only a
sentence whose untapped form makes exactly one predefined token creation is read; the creature
tokens' "tapped" is counters_and_tokens.py's, the Powerstone's powerstone_mana.py's."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_branch
from .text import NUMBER


@effect_template(rf"((?:you )?create) ({NUMBER}) tapped ((?-i:[A-Z][a-z]+) tokens?)")
def create_tapped_predefined(eff, m):
    """ "Create a tapped Treasure token": the untapped sentence's one step, tapped."""
    steps = parse_branch(eff, f"{m.group(1)} {m.group(2)} {m.group(3)}")
    if len(steps) != 1 or steps[0].get("do") != "create_token" or not steps[0].get("predefined") or "tapped" in steps[0] \
            or "player" in steps[0]:
        raise NotUnderstood(m.group(0))
    eff.steps.append({**steps[0], "tapped": True})
