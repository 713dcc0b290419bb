"""Trigger heads that give their body its "it" but that no other family read as printed.

- An ability word or a flavor word before a triggered ability: "Enrage — Whenever this creature is dealt
  damage, it deals 5 damage to target creature an opponent controls" (Needletooth Raptor), "Fire Breath —
  When this creature enters, it deals 4 damage to each opponent" (Red Dragon). Neither has a rules meaning
  (2026 207.2c, 207.2d): the ability is the triggered ability after the dash, read by the other templates,
  whose "it" is the one that ability gives (there the creature itself, triggered._it_is_self).
  triggered.ability_word reads five ability words with the triggered family's templates only; this one
  reads any word with every template, so a head another family reads gives its "it" too.
- "When this creature blocks, return it to its owner's hand" (Zephyr Spirit), "When this creature
  becomes blocked, return it to its owner's hand" (Saprazzan Raider): "When" and "Whenever" both begin
  the trigger condition (2026 603.1; 2007 404.1), which triggers each time its event happens, so the
  ability is triggered.blocks's (2026 509.3a, 509.3c; 2007 309.3, 309.4), whose "it" is the creature itself.
- "Whenever a creature becomes the target of a spell or ability, destroy that creature" (Horobi, Death's
  Wail), "... return that creature to its owner's hand" (Cowardice), "When enchanted creature becomes the
  target ..., destroy that creature. It can't be regenerated." (Spinal Graft): "that creature" is the creature
  that became the target (the engine's becomes_target event, ward.py, with who any_creature /
  creature_you_control / enchanted; 2026 601.2c; 2007 409.1c).

Precision: the ability after the word or the "When" is read whole by the other templates, or the
paragraph stays text only; a word before a dash that has a rules meaning ("Max speed", "Solved", "∞"),
an ability word that names a condition ("Raid"), a Saga's chapter numbers, a sticker cost or a mode's
bullet is not read here; after "becomes the target" only the instructions above are read on "that creature".
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others


def _others(card, paragraph: str, me) -> list[dict]:
    """`paragraph` through every ability template but `me` (as the compiler would read it)."""
    found = read_by_others(card, paragraph, lambda _family, fn: fn is me)
    if found is None:
        raise NotUnderstood(paragraph)
    return found


#: words before a dash that have a rules meaning (2026 702.178a max speed, 702.169a solved, 702.186a ∞; the seasons of
#: a card the engine doesn't know; valiant, which ward.py reads with the trigger condition it names): not read here
_MEANINGFUL = {"max speed", "solved", "∞", "spring", "summer", "fall", "winter", "valiant"}
#: ability words that name a condition ("Raid" is "if you attacked this turn"): the modules that read them check
#: that the ability says that condition (activation_limits.py, conditions.py, enters_mechanics.py ...); not read here
_MEANINGFUL |= {"raid", "morbid", "hellbent", "threshold", "metalcraft", "delirium", "formidable", "ferocious", "revolt",
                "spell mastery", "fateful hour", "coven", "descend 4", "descend 8", "fathomless descent", "corrupted", "void",
                "adamant", "survival", "celebration", "lieutenant", "pack tactics", "kinship", "infusion", "addendum"}
#: a Saga's chapter numbers ("I, II — "), a sticker cost ("{TK}{TK} — "), a mode's bullet: not words at all
_NOT_A_WORD = re.compile(r"[IVX]+(?:, [IVX]+)*|.*[{}•].*")


@ability_template(r"([^—\"]+?) — ((?:When|Whenever|At) [^—\"]+)")
def ability_word_trigger(card, m):
    """ "Enrage — Whenever ~ is dealt damage, ...": the triggered ability after an ability word (2026
    207.2c) or a flavor word ("Fire Breath — When this creature enters, it deals 4 damage to each
    opponent", 207.2d): neither has a rules meaning, and the ability is read by the other templates."""
    word = m.group(1).lower().replace("’", "'")
    if word in _MEANINGFUL or _NOT_A_WORD.fullmatch(m.group(1)) or not re.match(r"[A-Z0-9]", m.group(1)):
        raise NotUnderstood(m.group(0))
    return _others(card, m.group(2), ability_word_trigger)


_COMBAT_HEADS = ("blocks", "becomes blocked", "blocks or becomes blocked", "attacks", "attacks or blocks", "blocks a creature",
                 "becomes blocked by a creature", "blocks or becomes blocked by a creature", "attacks and isn't blocked",
                 "deals combat damage to a player", "deals combat damage to an opponent", "deals combat damage to a creature")


@ability_template(rf"When ~ ({'|'.join(_COMBAT_HEADS)}), ([^\"]+)")
def when_blocks(card, m):
    """Zephyr Spirit, Saprazzan Raider, Loyal Sentry ("When this creature blocks a creature, destroy that creature
    and this creature"): "When" is "Whenever" (2026 603.1; 2007 404.1), read by the templates of the combat
    heads (triggered.blocks: 2026 509.3a, 509.3c; 2007 309.3, 309.4), "it" being ~."""
    return _others(card, f"Whenever ~ {m.group(1)}, {m.group(2)}", when_blocks)


# --- "Whenever a creature becomes the target of a spell or ability, destroy that creature." -------------
_BY = {"a spell or ability": "spell_or_ability", "a spell": "spell"}
_WHOSE = {" an opponent controls": "opponent", " you control": "your"}
#: what is done to the creature that became the target: the engine's instruction on "it" (the event object)
_TO_THAT_CREATURE = {"destroy that creature.": [{"do": "destroy", "what": "it"}],
                     "destroy that creature. It can't be regenerated.": [{"do": "destroy", "what": "it", "no_regenerate": True}],
                     "return that creature to its owner's hand.": [{"do": "return_to_hand", "what": "it"}]}


@ability_template(r"(When|Whenever) (a creature|a creature you control|enchanted creature) becomes the target of (a spell or ability|a spell)"
                  r"( an opponent controls| you control)?, ([^\"]+)")
def creature_becomes_target(card, m):
    """Horobi, Death's Wail's "Whenever a creature becomes the target of a spell or ability, destroy that creature",
    Cowardice's "return that creature to its owner's hand", Spinal Graft's "When enchanted creature becomes the
    target ..., destroy that creature. It can't be regenerated." (Ice Cage's "destroy this Aura": the Aura), Shapers' Sanctuary's "Whenever a creature you control
    becomes the target of a spell or ability an opponent controls, you may draw a card": the creature becomes the
    target as the spell's or ability's targets are chosen, the ability goes on the stack above it (2026 601.2c;
    2007 409.1c), and "that creature" is the creature as it became the target (the engine's event object); if it
    has left the battlefield since, it is a new object and nothing happens to it (2026 400.7; 2007 217.1c)."""
    who = {"a creature": "any_creature", "a creature you control": "creature_you_control", "enchanted creature": "enchanted"}[m.group(2)]
    if who == "enchanted" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    if (m.group(1) == "When") != (who == "enchanted"):
        raise NotUnderstood(m.group(0))  # as printed: "Whenever a creature ...", "When enchanted creature ..."
    trigger = {"event": "becomes_target", "who": who, "by": _BY[m.group(3)]}
    if m.group(4):
        trigger["whose"] = _WHOSE[m.group(4)]
    text = m.group(5)
    if who == "enchanted" and text == "destroy ~.":  # Ice Cage: the Aura itself
        return [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "destroy", "what": "self"}]}]
    if text in _TO_THAT_CREATURE:
        return [{"kind": "triggered", "trigger": trigger, "effect": [dict(st) for st in _TO_THAT_CREATURE[text]]}]
    if who == "enchanted" or re.search(r"\b(?:that|it|its|they|them|their)\b", text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # another "that creature", "that spell", "that player": not read here
    from .triggered import _triggered
    return _triggered(card, trigger, text)
