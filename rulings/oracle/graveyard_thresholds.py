"""Threshold's and delirium's static abilities with words conditions.py's templates don't read:

- "Threshold — ~ can't be blocked as long as there are seven or more cards in your graveyard" (Cephalid
  Inkmage), "Threshold — As long as ..., ~ gets +1/+0 and can't be blocked" (Nightwhorl Hermit), "... gets
  +3/+0 and attacks each combat if able" (Otarian Juggernaut), "Delirium — As long as ..., ~ gets +2/+2, has
  flying, and attacks each combat if able" (Dragon's Rage Channeler): the creature's own static abilities,
  applied only while the condition holds (2007 418.5a; 2026 613.4c); the engine's `unblockable` and
  `attacks_each_combat` keywords granted while it does (a graveyard's count reads no permanent's
  characteristics: conditions.SAFE).
- "Threshold — Enchanted creature gets +3/+0 as long as there are seven or more cards in your graveyard"
  (Kamahl's Desire), and "gets an additional +2/-2 as long as ..." after the Aura's own "Enchanted creature
  gets +2/-2." (Patriarch's Desire, Strange Augmentation): the Aura's pump while the condition holds for
  its controller (the controller of the ability's source). Threshold and delirium are ability words
  (2026 207.2c): the condition is the words after them.
"""
from __future__ import annotations

import re

from rulings.engine.graveyard_counts import KEYS as _KEYS

from . import conditions
from .registry import NotUnderstood, ability_template
from .statics import PT

_WORD = r"(?:(Threshold|Delirium) — )?"
#: the conditions an Aura's pump may have here: counts of its controller's graveyard, which read no object's own status
GRAVEYARD_COUNTS = {"cards_in_your_graveyard_at_least", "card_types_in_your_graveyard_at_least", *_KEYS}
GRANTS = {"can't be blocked": "unblockable", "attacks each combat if able": "attacks_each_combat"}


def _safe(card, word, condition) -> dict:
    cond = conditions._condition(word, condition)
    if set(cond) - set(conditions.SAFE):
        raise NotUnderstood(condition)  # a keyword granted only while a count that reads no characteristic holds
    return cond


@ability_template(rf"{_WORD}~ can't be blocked as long as (.+)\.")
def unblockable_as_long_as(card, m) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    cond = _safe(card, m.group(1), m.group(2))
    return [{"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": "unblockable"}, "while": cond}]


@ability_template(rf"{_WORD}As long as ([^,]+), ~ gets {PT}(?:, has ([a-z ]+),)? and (can't be blocked|attacks each combat if able)\.")
def gets_and_unblockable_or_attacks(card, m) -> list[dict]:
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    cond = _safe(card, m.group(1), m.group(2))
    out = conditions._conditional(card, m.group(1), m.group(2), (m.group(3), m.group(4)), m.group(5))
    return out + [{"kind": "static", "affects": "self", "gains": {"kind": "keyword", "keyword": GRANTS[m.group(6)]}, "while": cond}]


@ability_template(rf"{_WORD}Enchanted creature gets (an additional )?{PT} as long as (.+)\.")
def enchanted_gets_as_long_as(card, m) -> list[dict]:
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    if m.group(2) and not any(re.fullmatch(rf"Enchanted creature gets {PT}\.", p) for p in card.paragraphs):
        raise NotUnderstood(m.group(0))  # "an additional" pump: only beside the Aura's own plain one
    cond = conditions._condition(m.group(1), m.group(5))
    if set(cond) - GRAVEYARD_COUNTS:
        raise NotUnderstood(m.group(0))  # "as long as it's attacking": "it" the enchanted creature, not the Aura (the source)
    p, t = int(m.group(3)), int(m.group(4))
    if not (-100 <= p <= 100 and -100 <= t <= 100):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "while": cond, "pump": {"power": p, "toughness": t}}]
