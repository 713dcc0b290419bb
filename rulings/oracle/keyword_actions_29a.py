"""Keyword actions later than February 2007, each played by its own engine module (and refused
as a card that says it is cast under the 2007 rules; free_cast.refuse_later_keyword):

- "Amass Orcs N" / "amass Zombies N" (2026 701.47a; rulings/engine/amass.py). "Amass X" and
  sentences that go on about "the Army you amassed" (701.47c) stay text only.
- "Bolster N" (2026 701.39a; rulings/engine/bolster.py). "Bolster X" stays text only.
- "Support N" (2026 701.41a; rulings/engine/support.py): on a permanent "up to N other target
  creatures", on an instant or sorcery "up to N target creatures"; the targets come last.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template

#: the Army subtypes of amass, as Oracle text writes them (701.47a: "amass [subtype] N")
AMASS_SUBTYPES = {"Orcs": "Orc", "Zombies": "Zombie"}


@effect_template(r"amass (Orcs|Zombies) (\d+)")
def amass(eff, m):
    """701.47a: "If you don't control an Army creature, create a 0/0 black [subtype] Army creature token. ..." """
    eff.steps.append({"do": "amass", "subtype": AMASS_SUBTYPES[m.group(1).capitalize()], "amount": int(m.group(2))})


@effect_template(r"bolster (\d+)")
def bolster(eff, m):
    """701.39a: N +1/+1 counters on a creature you control with the least toughness (or tied)."""
    eff.steps.append({"do": "bolster", "amount": int(m.group(1))})


@effect_template(r"support (\d+)")
def support(eff, m):
    """701.41a: a +1/+1 counter on each of up to N (other) target creatures. "Other" is other
    than the permanent whose ability it is, so it is said only on a permanent."""
    n = int(m.group(1))
    if n < 1 or any(isinstance(t, dict) and t.get("up_to") for t in eff.targets):
        raise NotUnderstood(m.group(0))
    spell = bool({"Instant", "Sorcery"} & set(eff.card.types))
    one = {"types": ["Creature"], "up_to": True} if spell else {"other": True, "types": ["Creature"], "up_to": True}
    first = len(eff.targets)
    eff.targets += [dict(one) for _ in range(n)]
    for i in range(n):
        eff.steps.append({"do": "support", "to": f"target:{first + i}"})
