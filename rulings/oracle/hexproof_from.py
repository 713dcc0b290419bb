""" "Hexproof from black", "Hexproof from artifacts and enchantments" (2026 702.11d, f):
each quality its own hexproof ability (the engine's hexproof_from.py)."""
from __future__ import annotations

import re

from .keywords import PROTECTION
from .registry import NotUnderstood, ability_template

#: the words a quality is printed with: a color, a card type's plural, "monocolored" (105.2a)
HEXPROOF_QUALITIES = {**PROTECTION, "monocolored": "monocolored"}


def hexproof_from_keyword(word: str) -> list[dict] | None:
    """The hexproof abilities of "hexproof from X" / "hexproof from X and Y" / "hexproof from X
    and from Y" (702.11f: shorthand for two abilities); None if `word` isn't one the engine reads
    (a list with commas is split by the keyword line and stays text only; "each color" too)."""
    m = re.fullmatch(r"hexproof from (\w+)(?: and (?:from )?(\w+))?", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    names = [n.lower() for n in m.groups() if n]
    if not all(n in HEXPROOF_QUALITIES for n in names):
        return None
    if len(names) == 2 and (names[0] in PROTECTION and names[0] not in ("white", "blue", "black", "red", "green")) != \
            (names[1] not in ("white", "blue", "black", "red", "green", "monocolored")):
        return None  # "hexproof from artifacts and black": not a phrasing the pool prints
    return [{"kind": "keyword", "keyword": "hexproof_from_" + HEXPROOF_QUALITIES[n]} for n in names]


@ability_template(r"You may have ~ assign its combat damage as though it weren't blocked\.")
def as_though_unblocked(card, m) -> list[dict]:
    """Rhox, Lone Wolf: its controller may assign all its combat damage to what it attacks
    (2007 310.2b; 2026 510.1b; the engine's as_though_unblocked.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "assign_as_though_unblocked"}]


def firebending_keyword(word: str) -> list[dict] | None:
    """ "Firebending 2" (2026 702.189a: whenever this creature attacks, add {R}{R}, kept until
    end of combat; the engine's firebending.py). "Firebending X, where X is ..." stays text only."""
    m = re.fullmatch(r"firebending (\d+)", word.strip(), re.IGNORECASE)
    if m is None or int(m.group(1)) < 1:
        return None
    return [{"kind": "keyword", "keyword": "firebending", "count": int(m.group(1))}]


@ability_template(r"Enchanted creature's controller may have it assign its combat damage as though it weren't blocked\.")
def enchanted_as_though_unblocked(card, m) -> list[dict]:
    """Indomitable Might: the enchanted creature has the ability, so its controller (not the
    Aura's) takes the choice as it assigns combat damage (as_though_unblocked.py)."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "assign_as_though_unblocked"}}]
