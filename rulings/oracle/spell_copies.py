"""Copies of spells, beyond "copy target instant or sorcery spell" (copies.py).

- Magecraft (an ability word: no rules meaning, 2026 207.2c): "Whenever you cast or copy
  an instant or sorcery spell, ...": it triggers as the spell becomes cast (2026 601.2i;
  2007 409.1i) and as a copy of one is put onto the stack under your control (2026 707.10;
  2007 503.10): rulings/engine/copy_triggers.py. What "that spell" means is not read.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import _triggered

MAGECRAFT_TRIGGER = {"event": "plays_spell", "whose": "your", "spell": "instant_or_sorcery", "or_copies": True}


@ability_template(r"(?:Magecraft — )?Whenever you cast or copy an instant or sorcery spell, ([^\"]+)")
def magecraft(card, m):
    text = m.group(1)
    if re.search(r"\b(that spell|it|its|that player|mana value|this ability)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)  # the spell itself ("that spell's mana value") is not read
    return _triggered(card, dict(MAGECRAFT_TRIGGER), text)


# --- replicate (2007: 502.52a; 2026: 702.56a): rulings/engine/replicate.py ---

def replicate_keyword(word: str) -> list[dict] | None:
    """ "Replicate {1}{U}": a mana cost paid any number of times as the spell is cast. A cost
    that isn't mana ("Replicate—Tap an untapped Horror you control", "—Pay {E}{E}{E}") or has X
    is not read. Only on an instant or sorcery (keywords.keyword_line): a copy of a permanent
    spell becomes a token (2026 707.10f), which the engine doesn't do (Hatchery Sliver)."""
    from .keywords import MANA
    m = re.fullmatch(rf"replicate ({MANA})", word.strip(), re.IGNORECASE)
    if m is None or "X" in m.group(1):
        return None
    return [{"kind": "keyword", "keyword": "replicate", "cost": m.group(1)}]
