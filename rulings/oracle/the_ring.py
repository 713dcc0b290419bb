""" "The Ring tempts you" (2026 701.54): the player gets the emblem named The Ring
if they have none, chooses a creature they control as their Ring-bearer, and the
Ring's abilities grow with the number of times it has tempted them
(rulings/engine/the_ring.py). Later than the February 2007 rules: a card with it
is refused under them. Sentences that ask about the Ring-bearer or the times the
Ring has tempted you, and "Whenever the Ring tempts you", are not read."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"the Ring tempts you")
def the_ring_tempts_you(eff, m):
    eff.steps.append({"do": "the_ring_tempts_you"})
