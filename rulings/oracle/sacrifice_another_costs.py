"""The cost "Sacrifice another artifact" (Legion Extruder), "Sacrifice another creature or artifact"
(Thraxodemon), "Sacrifice another artifact or creature" (Dreadmobile), "Sacrifice another creature or an
enchantment" (Skophos Warleader), "Sacrifice another Cleric" (Shadow-Rite Priest), "Sacrifice another nonland
permanent" (Gluttonous Troll), "Sacrifice an artifact or another creature" (Malevolent Noble), read by
activated.cost into the engine's `sacrifice` kinds of rulings/engine/sacrifice_another.py ("another" reaches over
the whole description: not the source). "Sacrifice another creature" is activated.py's own ("another_creature").
Only a card type or a creature type ("another nontoken creature" is sacrifice_token_costs.py's): "another colorless
creature", "another creature or Vehicle", "another Orc or Goblin", "another Warrior creature" stay text only."""
from __future__ import annotations

import re

TYPES = ("creature", "artifact", "land", "enchantment", "planeswalker")
ANOTHER = re.compile(r"Sacrifice another (artifact|creature|land|enchantment|nonland permanent|[A-Z][a-z]+)"
                     r"(?: or (an? )?(creature|artifact|land|enchantment|planeswalker))?")


def _article_ok(article: str | None, word: str) -> bool:
    return article is None or article.strip() == ("an" if word[0] in "aeiou" else "a")


def sacrifice_another_cost(part: str) -> str | None:
    """The engine's `sacrifice` kind of one cost part, or None if it is not one read here."""
    if part == "Sacrifice an artifact or another creature":
        return "artifact_or_another_creature"
    m = ANOTHER.fullmatch(part)
    if m is None:
        return None
    first, article, second = m.groups()
    if second is not None:
        if first not in TYPES or first == "planeswalker" or first == second or not _article_ok(article, second):
            return None
        return f"another_{first}_or_{second}"
    if first == "creature":
        return None  # "another_creature": activated.py's own
    if first in ("artifact", "land", "enchantment"):
        return f"another_{first}"
    if first == "nonland permanent":
        return "another_nonland_permanent"
    from rulings.engine.creature_types import CREATURE_TYPES
    return f"another_subtype:{first}" if first in CREATURE_TYPES else None
