"""Metalcraft's triggered abilities: "Metalcraft — When this creature enters, if you control three or more artifacts,
target player loses 4 life and you gain 4 life." (Bleak Coven Vampires, Lumengrid Drake, Screeching Silcaw).
Metalcraft is an ability word (2026 207.2c): the ability is the triggered ability after it, read by the triggered
family's templates, whose own intervening "if" must be "if you control three or more artifacts" (checked as the
event occurs and again as it resolves: 2007 404.3; 2026 603.4), read as board_life_conditions reads it."""
from __future__ import annotations

from . import triggered
from .registry import NotUnderstood, ability_template

METALCRAFT = {"you_control_kind_at_least": {"kind": "Artifact", "count": 3}}


@ability_template(r"Metalcraft — ((?:When|Whenever|At) [^,\"]+, if you control three or more artifacts, [^\"]+)")
def metalcraft_trigger(card, m):
    abilities = triggered.ability_word(card, m)
    if len(abilities) != 1 or abilities[0].get("if") != METALCRAFT:
        raise NotUnderstood(m.group(0))
    return abilities
