""" "Spend this mana only to cast a Sliver spell." / "... an Elf creature spell." / "... Dragon creature spells."
after a mana ability's mana (2026 106.6; the February 2007 rules have no rule on it and the card's own text is
followed; rulings/engine/restricted_mana.py): the mana sits apart in the pool and pays only for a spell with
that subtype (`"spend_only": "spell_of_type:Sliver"`), or a creature spell with it
(`"typed_creature_spell:Dragon"`), never for an ability.

Only a creature type (or "Lesson", a sorcery type) is read; "a creature spell of the chosen type" is
mana_restrictions.py's, and a restriction that also lets the mana pay for abilities or names two types or
more ("a Cleric, Rogue, Warrior, or Wizard spell") stays text only."""
from __future__ import annotations

import re

from .activation_limits import without_restriction
from .described import CREATURE_TYPES
from .registry import NotUnderstood, ability_template

#: "Dragons" and the like: plural subtype words after "cast " and their subtype
_IRREGULAR = {"Elves": "Elf", "Allies": "Ally", "Dwarves": "Dwarf", "Wolves": "Wolf"}
WORDS = r"an? ([A-Z][a-z]+) (creature )?spell|([A-Z][a-z]+) (creature )?spells"


def spend_only_value(words: str) -> str:
    """The engine's `spend_only` for "a Sliver spell" / "Dragon creature spells", or NotUnderstood."""
    m = re.fullmatch(WORDS, words)
    if m is None:
        raise NotUnderstood(words)
    if m.group(1):
        kind, creature = m.group(1), bool(m.group(2))
    else:
        plural, creature = m.group(3), bool(m.group(4))
        kind = _IRREGULAR.get(plural) or (plural[:-1] if plural.endswith("s") else plural)
    if kind not in CREATURE_TYPES and not (kind == "Lesson" and not creature):
        raise NotUnderstood(words)
    return ("typed_creature_spell:" if creature else "spell_of_type:") + kind


@ability_template(rf"([^:\"—]+: Add [^.\"]+\.) Spend this mana only to cast ({WORDS})\.")
def mana_for_typed_spells(card, m) -> list[dict]:
    """ "{T}: Add one mana of any color. Spend this mana only to cast a Sliver spell." (Sliver Hive): the mana
    ability as the mana templates read it, its one instruction's mana restricted."""
    return [restricted(card, m.group(1), spend_only_value(m.group(2)))]


def restricted(card, ability: str, spend_only: str) -> dict:
    """The mana ability `ability` as the mana templates read it, its one instruction's mana restricted to
    `spend_only` (106.6); NotUnderstood when it is no plain mana ability or is restricted already."""
    ab = without_restriction(card, ability)
    effect = [dict(st) for st in ab.get("effect", ())]
    if len(effect) != 1 or effect[0].get("do") != "add_mana" or "spend_only" in effect[0] or effect[0].get("kept") \
            or not (effect[0].get("mana") or effect[0].get("one_of") or effect[0].get("combination")):
        raise NotUnderstood(ability)
    effect[0]["spend_only"] = spend_only
    return {**ab, "effect": effect}
