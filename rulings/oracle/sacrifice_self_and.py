""" "Sacrifice ~ and [another instruction]" in an upkeep trigger: "At the beginning of your upkeep, if you have no cards in
hand, sacrifice this enchantment and target opponent discards their hand." (Brink of Madness), "if you have 5 or less
life, sacrifice this enchantment and take an extra turn after this one." (Second Chance), "... sacrifice this enchantment
and destroy all creatures. They can't be regenerated." (Planar Collapse), "... and destroy all lands." (Impending
Disaster): two instructions followed in order (2007 413.2; 2026 608.2c), each as its own sentence says it ("Sacrifice ~.",
sacrifice.py; the second through the templates that read it alone), the second followed even if the permanent can't be
sacrificed (it has left the battlefield: 2007 103.3, 2026 101.3, what can't be done is ignored).

Only a second instruction that doesn't speak of the sacrificed permanent is read: "sacrifice this creature and it deals 7
damage to you" (the permanent's last known information), "sacrifice this enchantment and pay {2}{G}{G}" (a payment) stay
text only."""
from __future__ import annotations

from .registry import effect_template, parse_sentence


@effect_template(r"sacrifice ~ and ((?:destroy all|target opponent|take an extra turn) [^\"]+)")
def sacrifice_self_and(eff, m):
    parse_sentence(eff, "Sacrifice ~")
    rest = m.group(1)
    parse_sentence(eff, rest[0].upper() + rest[1:])
