""" "Whenever a creature attacks you or a planeswalker you control, ..." (Thantis, the Warweaver; Isperia,
Supreme Judge), "Whenever a creature attacks you, ...", and a Curse's "Whenever a creature attacks
enchanted player, put a +1/+1 counter on it" (Curse of Predation): the creature declared as an attacker
attacking that player (or their planeswalker) triggers it (2026 508.3a); "it" is that creature."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .triggered import _triggered

WHOM = {"you or a planeswalker you control": "creature_attacking_you_or_your_planeswalker", "you": "creature_attacking_you",
        "enchanted player": "creature_attacking_enchanted_player"}


@ability_template(r"Whenever a creature attacks (you or a planeswalker you control|you|enchanted player), ([^\"]+)")
def creature_attacks_whom(card, m):
    if m.group(1) == "enchanted player" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "attacks", "who": WHOM[m.group(1)]}, m.group(2))
