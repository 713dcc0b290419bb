"""Proliferate (2026: 701.34a): the sentence "Proliferate." The player who
proliferates chooses the permanents and players with counters in the action's
`choices` (rulings/engine/effects/proliferate.py)."""
from __future__ import annotations

from .registry import effect_template, parse_sentence


@effect_template(r"proliferate")
def proliferate(eff, m):
    eff.steps.append({"do": "proliferate"})


@effect_template(r"(.+), then proliferate")
def then_proliferate(eff, m):
    """ "Put a -1/-1 counter on target creature, then proliferate" (Grim Affliction): the
    first instruction, then proliferate."""
    parse_sentence(eff, m.group(1))
    eff.steps.append({"do": "proliferate"})
