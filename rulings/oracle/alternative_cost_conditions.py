"""The Legates' free cast: "If an opponent controls a Swamp and you control a Plains, you may cast this spell
without paying its mana cost." (Cho-Arrim Legate, Massacre, Submerge, Mogg Salvage): an alternative cost its
text lists (2007 409.1b; 2026 118.9), {0}, there only while an opponent controls a permanent with the first land
type and its caster one with the second (rulings/engine/alternative_cost_conditions.py). Read on a permanent
card's line by the template and on an instant's or sorcery's by the compiler (`legate_cost`). Other
conditions ("If you control two or more white permanents that share an artist") stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

_LAND = r"(Plains|Island|Swamp|Mountain|Forest)"
LEGATE = rf"If an opponent controls an? {_LAND} and you control an? {_LAND}, you may cast (?:~|this spell) without paying its mana cost\."


def _a(land: str) -> str:
    return ("an " if land[0] in "AEIOU" else "a ") + land


def legate_cost(plain: str) -> list[dict] | None:
    """The keyword of the Legates' sentence, or None if `plain` isn't one."""
    m = re.fullmatch(LEGATE, plain)
    if m is None:
        return None
    theirs, yours = m.group(1), m.group(2)
    if plain.replace("~", "this spell") != (f"If an opponent controls {_a(theirs)} and you control {_a(yours)}, you may cast this spell "
                                            "without paying its mana cost."):
        return None  # "a Island": not a wording of the Oracle text
    return [{"kind": "keyword", "keyword": "alternative_cost", "cost": "{0}", "if_you_control": yours, "if_an_opponent_controls": theirs}]


@ability_template(LEGATE)
def legate_alternative_cost(card, m) -> list[dict]:
    found = legate_cost(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    return found
