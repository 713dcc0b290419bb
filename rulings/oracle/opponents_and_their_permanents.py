"""Damage to each opponent and to each of the kinds of permanents they control:

- "~ deals 1 damage to each opponent and each creature and planeswalker they control" (End the Festivities;
  Goblin Chainwhirler's enters trigger, "it deals"). "... each opponent and each planeswalker they control" alone
  stays text only (tests/rulings/oracle/test_effect_sentences.py).

As Tectonic Hazard's "each opponent and each creature they control" (damage_more.py): each opponent in
APNAP order (2007 103.4; 2026 101.4), then each permanent of those kinds an opponent controls as the
instruction is followed, all from the one source, no target. The February 2007 rules have no
planeswalkers: there the words name only the creatures.
"""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .text import NUMBER

_KINDS = {"each creature and planeswalker": ["Creature", "Planeswalker"]}


@effect_template(rf"~ deals ({NUMBER}) damage to each opponent and (each creature and planeswalker) they control")
def damage_each_opponent_and_their_permanents(eff, m):
    n = _amount(eff, m.group(1))
    eff.steps.append({"do": "for_each", "players": "each_opponent", "effect": [{"do": "damage", "amount": n, "to": "it"}]})
    eff.steps.append({"do": "for_each", "permanents": {"controller": "opponent", "types": _KINDS[m.group(2)]},
                      "effect": [{"do": "damage", "amount": n, "to": "it"}]})
