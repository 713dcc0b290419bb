"""Spell targets of counterspells the target grammar (targets.parse) reads through here:

- "target creature or Aura spell" (Nullify), "target instant or Aura spell" (Avoid Fate): a spell of
  one card type or one with the subtype Aura (an enchantment subtype of both editions: 2007 212.6c;
  2026 205.3h), the engine's `any_of` of a target filter (rulings/engine/target_filter.py);
- "target multicolored spell" (Neutralizing Blast), "target colorless spell" (Ceremonious Rejection), and
  "monocolored": how many colors the object has (2007 203.2 and the glossary; 2026 105.2a-c), the
  engine's `color_kind` of a target filter, for any target the grammar reads;
- a color before a list of card types of a spell, "target red instant or sorcery spell" (Unyaro
  Griffin): the color is the spell's whichever of the types it is (read in targets.parse:
  `colors_go_with_every_type`).

A spell's characteristics are those of its card (2007 217.6; 2026 112.1a), checked as the target is
chosen and again on resolution (2007: 409.1c, 413.2a; 2026: 601.2c, 608.2b).
"""
from __future__ import annotations

import re

_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "instant": "Instant",
          "sorcery": "Sorcery"}
_OR_AURA = re.compile(rf"target ({'|'.join(_TYPES)}) or aura spell")


def spell_alternatives(phrase: str) -> dict | None:
    """The filter of "target [card type] or Aura spell" (phrase lowercased), "target Spirit or Arcane spell" (a
    spell with either subtype: the creature type, or the spell type of instants and sorceries, 2007 212.5c and
    212.7c; 2026 205.3k), or None for any other phrase."""
    if phrase == "target spirit or arcane spell":
        return {"subtypes": ["Spirit", "Arcane"], "zone": "stack"}
    m = _OR_AURA.fullmatch(phrase)
    if m is None:
        return None
    return {"any_of": [{"types": [_TYPES[m.group(1)]]}, {"subtypes": ["Aura"]}], "zone": "stack"}


def colors_go_with_every_type(noun: str | None, spec: dict) -> bool:
    """ "target red instant or sorcery spell": the color written before the listed types of a spell
    describes every one of them (a red instant or a red sorcery), so one filter says it."""
    return noun == "spell" and not set(spec) - {"types", "colors", "not_colors"}


def color_kind_adjective(word: str, spec: dict) -> bool:
    """ "multicolored", "monocolored", "colorless" before the card types: put in `spec` (`color_kind`), or False
    (another word, or a second such word or a color beside it: "target colorless red spell" says nothing)."""
    if word not in ("multicolored", "monocolored", "colorless") or "color_kind" in spec or "colors" in spec:
        return False
    spec["color_kind"] = word
    return True
