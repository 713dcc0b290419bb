""" "Spend this mana only to cast Myr spells or activate abilities of Myr." (Myr Reservoir), "... to cast an Elemental spell
or activate an ability of an Elemental." (Primal Beyond), "... Elemental spells or activate abilities of Elemental sources."
(Flamebraider), "... a Dinosaur spell or activate an ability of a Dinosaur source." (Ixalli's Lorekeeper), after a mana
ability's mana (2026 106.6; the February 2007 rules have no rule on it and the card's own text is followed;
rulings/engine/restricted_mana.py): the mana pays only for a spell with that creature type or for an activated ability
of a source with it (`"spend_only": "typed_spell_or_ability:Myr"`).

The same creature type twice only; a color or a card type with it ("colorless Eldrazi spells") stays text only."""
from __future__ import annotations

import re

from .described import CREATURE_TYPES
from .mana_for_typed_spells import restricted
from .registry import NotUnderstood, ability_template

_IRREGULAR = {"Elves": "Elf", "Allies": "Ally", "Dwarves": "Dwarf", "Wolves": "Wolf"}
WORDS = (r"cast an? (?P<one>[A-Z][a-z]+) spell or (?:to )?activate an ability of an? (?P<one_again>[A-Z][a-z]+)(?P<one_source> source)?"
         r"|cast (?P<many>[A-Z][a-z]+) spells or (?:to )?activate abilities of (?P<many_again>[A-Z][a-z]+?)(?P<many_source> sources)?")


def _singular(word: str) -> str:
    return _IRREGULAR.get(word) or (word[:-1] if word.endswith("s") and word[:-1] in CREATURE_TYPES else word)


def spend_only_value(words: str) -> str:
    """ "typed_spell_or_ability:Myr" for the words after "Spend this mana only to ", or NotUnderstood."""
    m = re.fullmatch(WORDS, words)
    if m is None:
        raise NotUnderstood(words)
    if m.group("one"):
        kind, again = m.group("one"), m.group("one_again")
    else:
        kind = _singular(m.group("many"))
        # "abilities of Myr" / "of Elementals" / "of Elemental sources"
        again = m.group("many_again") if m.group("many_source") else _singular(m.group("many_again"))
    if kind not in CREATURE_TYPES or again != kind:
        raise NotUnderstood(words)
    return "typed_spell_or_ability:" + kind


@ability_template(r"([^:\"—]+: Add [^.\"]+\.) Spend this mana only to ((?:cast an? [A-Z][a-z]+ spell|cast [A-Z][a-z]+ spells) or "
                  r"(?:to )?activate (?:an ability|abilities) of [A-Za-z ]+)\.")
def mana_for_typed_spells_and_abilities(card, m) -> list[dict]:
    """The mana ability as the mana templates read it, its one instruction's mana restricted."""
    return [restricted(card, m.group(1), spend_only_value(m.group(2)))]
