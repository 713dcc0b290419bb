"""A search for a permanent card put onto the battlefield: "Search your library for a Goblin permanent
card, put it onto the battlefield, then shuffle." (Moggcatcher), "... for a Dragon permanent card ..."
(Dragonstorm), "... for a permanent card ..." (Planar Bridge): any permanent card type (2026 110.4a:
artifact, creature, enchantment, land, planeswalker; a battle is no card type the engine plays), with
the subtype when one is said, as instructions_more.py reads "a Rebel permanent card with mana value 3
or less" (2007: the glossary's "Search"; 2026 701.23a-b: a stated quality, which may find none); the
library is then shuffled (701.24a). "you may": declined, nothing is searched nor shuffled. A supertype
("a legendary Spirit permanent card") or another quality stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template

PERMANENT_TYPES = ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"]
_NOT_SUBTYPES = {"Basic", "Legendary", "Snow", "Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Instant", "Sorcery",
                 "Kindred", "Tribal", "World", "Battle"}


@effect_template(r"(you may )?search your library for (a|an) (?:((?-i:[A-Z][a-z]+)) )?permanent card, "
                 r"put (?:it|that card) onto the battlefield, then shuffle")
def search_for_a_permanent_card(eff, m):
    from rulings.engine.creature_types import CREATURE_TYPES
    subtype = m.group(3)
    if subtype is not None and (subtype in _NOT_SUBTYPES or subtype not in CREATURE_TYPES):
        raise NotUnderstood(m.group(0))
    if m.group(2).lower() != ("an" if (subtype or "permanent")[0].lower() in "aeiou" else "a"):
        raise NotUnderstood(m.group(0))
    wanted: dict = {"any_of_types": list(PERMANENT_TYPES)}
    if subtype:
        wanted["subtypes"] = [subtype]
    step = {"do": "search_library", "for": wanted, "into": "in_play"}
    shuffle = {"do": "shuffle_library"}
    if m.group(1):
        step["optional"] = True
        shuffle["if_searched"] = True
    eff.steps += [step, shuffle]
