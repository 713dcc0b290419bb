"""An Aura's conditions on the creature it enchants: "As long as enchanted creature is blue, it gets +1/+1 and has
shroud" (Clout of the Dominus), "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1"
(Serra's Boon), "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2" (Gift of
Fangs):

- `{"attached_is_color": "blue"}` / `{"attached_is_not_color": "white"}`: the creature the source is attached
  to has (has not) that color;
- `{"attached_is_a": "Vampire"}` / `{"attached_is_not_a": "Vampire"}`: it has (has not) that creature type.

Read each time the characteristics are (2007 418.5a; 2026 613.4c), through layers 1 to 5 only
(continuous.types_now), so a pump never waits on power and toughness. A keyword granted while one holds
(`"affects": "enchanted"`, `gains`) is one that changes no color or type: the enchanted creature's colors
and types are read without such grants (continuous._effects_on, as for TYPE_CONDITIONS), and no grant of
a keyword changes them (layer 6 comes after layers 4 and 5)."""
from __future__ import annotations

from .board_and_hand_conditions import COLORS

#: the conditions and their kinds, for the loader and the schema (scenario/cards/abilities.py STATIC_WHILE)
WHILE = {"attached_is_color": "string", "attached_is_not_color": "string", "attached_is_a": "string", "attached_is_not_a": "string"}


def while_holds(game, source, cond: dict) -> bool:
    """Whether the creature `source` is attached to fits every such condition of `cond`; none fits
    when it is attached to no creature on the battlefield."""
    from .continuous import types_now
    if not WHILE.keys() & cond.keys():
        return True
    host = game.attached_host(source) if source.zone == "in_play" else None
    if host is None or host.zone != "in_play":
        return False
    c = types_now(game, host)
    if not c.is_creature:
        return False
    if "attached_is_color" in cond and cond["attached_is_color"] not in c.colors:
        return False
    if "attached_is_not_color" in cond and cond["attached_is_not_color"] in c.colors:
        return False
    if "attached_is_a" in cond and cond["attached_is_a"] not in c.subtypes:
        return False
    if "attached_is_not_a" in cond and cond["attached_is_not_a"] in c.subtypes:
        return False
    return True


def problems(cond: dict) -> list[tuple[str, str]]:
    """(field, message) for each thing wrong with such a condition (the loader's check)."""
    from .creature_types import CREATURE_TYPES
    out = [(k, f'is a color ({", ".join(COLORS)})') for k in ("attached_is_color", "attached_is_not_color")
           if k in cond and cond[k] not in COLORS]
    out += [(k, 'is a creature type ("Vampire")') for k in ("attached_is_a", "attached_is_not_a")
            if k in cond and cond[k] not in CREATURE_TYPES]
    return out
