"""The cost "Tap two untapped Wizards you control" (Sigil Tracer), "Tap five untapped Elves you control"
(Voice of the Woods), "Tap three untapped Kithkin you control" (Cloudgoat Ranger), "Tap seven untapped
Druids you control" (Gilt-Leaf Archdruid): that many different untapped permanents of a creature type its
player controls, the engine's `tap_creature: N` with `tap_subtype` (rulings/engine/costs.py), read by
activated.cost for any activated ability (mana_ability_costs.py reads the mana abilities with it). No
{T} symbol: the source may be one of them, and summoning sickness doesn't matter (2007 212.3d; 2026
302.6). Only the plural of a creature type: "untapped white creatures", "untapped artifacts", "untapped
creatures you control that share a creature type" stay text only."""
from __future__ import annotations

import re

COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
#: plurals that aren't the singular and an "s"
IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Allies": "Ally", "Myr": "Myr", "Kithkin": "Kithkin",
             "Merfolk": "Merfolk", "Moonfolk": "Moonfolk"}
TAP = re.compile(rf"Tap ({'|'.join(COUNTS)}) untapped ([A-Z][a-z]+) you control")


def creature_type_of_plural(word: str) -> str | None:
    """ "Wizards": "Wizard", "Elves": "Elf"; None for a word that isn't the plural of a creature type."""
    from rulings.engine.creature_types import CREATURE_TYPES
    from rulings.engine.return_costs import plural
    singular = IRREGULAR.get(word) or (word[:-1] if word.endswith("s") and not word.endswith("ss") else None)
    return singular if singular in CREATURE_TYPES and plural(singular) == word else None  # not "Elfs", "Myrs"


def tap_untapped_cost(part: str) -> dict | None:
    """{"tap_creature": N, "tap_subtype": type} of one cost part, or None if it is not one read here."""
    m = TAP.fullmatch(part)
    if m is None:
        return None
    sub = creature_type_of_plural(m.group(2))
    return {"tap_creature": COUNTS[m.group(1)], "tap_subtype": sub} if sub else None
