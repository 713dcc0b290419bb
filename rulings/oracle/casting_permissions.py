"""Permissions and prohibitions on casting spells (rulings/engine/casting_permissions.py):

- "You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have
  been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next
  cleanup step." (Lightning Reflexes, Spider Climb): keyword `flash_sacrificed_at_cleanup`.
- "You may cast creature spells as though they had flash." (Prophet of Kruphix), "Any player may cast
  Sliver spells ...", "You may cast spells ...": keyword `flash_permission` with the kinds of spell.
  Kinds read: card types, "non" + a card type, colors, "colorless", "legendary", creature types and
  Equipment. "Aura spells" stays text only (2026 601.3b lets a bestow card cast bestowed count, which
  the engine doesn't look ahead to), and so do "historic", a condition ("As long as ...") or a duration
  ("this turn", "until your next turn").
- "Your opponents can't cast spells during your turn." (Kutzil), "... during combat", "Players can't
  cast spells during combat.": "can't" wins (2026 101.2; 2007 103.2).
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES
from rulings.engine.casting_permissions import CARD_TYPES, COLORS

from .registry import NotUnderstood, ability_template, effect_template


@ability_template(r"You may cast ~ as though it had flash\. If you cast it any time a sorcery couldn't have been cast, the controller "
                  r"of the permanent it becomes sacrifices it at the beginning of the next cleanup step\.")
def flash_sacrificed_at_cleanup(card, m):
    """A permanent card's own permission; its permanent is sacrificed only if it was cast when a sorcery couldn't have been."""
    if {"Instant", "Land"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "flash_sacrificed_at_cleanup"}]


_WHO = {"You": False, "Any player": True}


def _quality(word: str) -> str:
    """One word of a kind of spell, in the engine's words ("creature" -> "Creature", "noncreature" -> "nonCreature")."""
    if word.capitalize() in CARD_TYPES and word.islower():
        return word.capitalize()
    if word.startswith("non") and word[3:].capitalize() in CARD_TYPES:
        return "non" + word[3:].capitalize()
    if word in COLORS or word in ("colorless", "legendary"):
        return word
    if word in CREATURE_TYPES or word == "Equipment":
        return word
    raise NotUnderstood(word)


def kinds(words: str) -> str:
    """ "artifact, creature, and enchantment" -> "Artifact or Creature or Enchantment"; "" (all spells) -> "any"."""
    if not words:
        return "any"
    parts = [p for p in re.split(r",? and |, ", words) if p]
    out = []
    for part in parts:
        part = re.sub(r" spells$", "", part)
        out.append(" ".join(_quality(w) for w in part.split()))
    return " or ".join(out)


@ability_template(r"(You|Any player) may cast ((?:[\w-]+ |[\w-]+, |[\w-]+ spells(?:,)? )*?)spells as though they had flash\.")
def flash_permission(card, m):
    """A permanent's static ability: spells of those kinds may be cast any time their caster could cast an instant."""
    what = kinds(m.group(2).strip())
    ab = {"kind": "keyword", "keyword": "flash_permission", "what": what}
    if _WHO[m.group(1)]:
        ab["any_player"] = True
    return [ab]


@ability_template(r"You can't cast creature spells\.")
def you_cant_cast_creature_spells(card, m):
    """A permanent's static ability (Grid Monitor): its controller's creature spells can't be cast (101.2 / 103.2)."""
    return [{"kind": "keyword", "keyword": "you_cant_cast_creature_spells"}]


@effect_template(r"your opponents can't cast spells this turn")
def opponents_cant_cast_this_turn(eff, m):
    """A spell's or ability's instruction: until the turn ends, the controller's opponents can't cast spells."""
    eff.steps.append({"do": "opponents_cant_cast_this_turn"})


_CANT_CAST = {("Your opponents", "during your turn"): "opponents_cant_cast_your_turn",
              ("Your opponents", "during combat"): "opponents_cant_cast_combat",
              ("Players", "during combat"): "players_cant_cast_combat"}


@ability_template(r"(Your opponents|Players) can't cast spells (during your turn|during combat)\.")
def cant_cast_spells(card, m):
    """A permanent's static ability checked as a spell is announced (2026 601.3; 2007 408.1a)."""
    kw = _CANT_CAST.get((m.group(1), m.group(2)))
    if kw is None:  # "Players can't cast spells during your turn": no card says it, and no keyword reads it
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": kw}]


@effect_template(r"you may cast ((?:[\w-]+ |[\w-]+, |[\w-]+ spells(?:,)? )*?)spells this turn as though they had flash")
def flash_this_turn(eff, m):
    """Borne Upon a Wind, Emergence Zone: a permission of the controller's until the turn ends."""
    eff.steps.append({"do": "flash_this_turn", "spells": kinds(m.group(1).strip())})
