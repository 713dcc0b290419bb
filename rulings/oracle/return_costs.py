"""The cost "Return a land you control to its owner's hand" (Soratami Mirror-Guard, Meloku the Clouded
Mirror), "Return two lands you control to their owner's hand" (Soratami Seer), "Return a Forest you
control to its owner's hand" (Quirion Ranger), "Return an Elf you control to its owner's hand" (Wirewood
Symbiote), "Return an artifact you control to its owner's hand" (Master Transmuter), read by
activated.cost into the engine's `return_permanents` (rulings/engine/return_costs.py). Only these plain
wordings: "a non-Lair land", "another creature", "an untapped ..." and the like stay text only."""
from __future__ import annotations

import re

COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3}
TYPES = ("land", "artifact", "creature", "enchantment")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
IRREGULAR = {"Elves": "Elf", "Plains": "Plains"}
RETURN = re.compile(r"Return (a|an|two|three) ([A-Za-z]+) you control to (its|their) owner's hand")


def return_cost(part: str) -> dict | None:
    """The engine's `return_permanents` of one cost part, or None if it is not one read here."""
    m = RETURN.fullmatch(part)
    if m is None:
        return None
    n, word = COUNTS[m.group(1)], m.group(2)
    if (n == 1) != (m.group(3) == "its"):
        return None  # "its owner's hand" for one permanent, "their owner's hand" for several
    singular = word if n == 1 else (IRREGULAR.get(word) or (word[:-1] if word.endswith("s") else None))
    if singular is None:
        return None
    if n == 1 and m.group(1) != ("an" if singular[0].lower() in "aeiou" else "a"):
        return None
    if singular in TYPES:
        return {"count": n, "kind": singular}
    from rulings.engine.creature_types import CREATURE_TYPES
    if singular[0].isupper() and (singular in BASIC_LAND_TYPES or singular in CREATURE_TYPES):
        return {"count": n, "kind": f"subtype:{singular}"}
    return None
