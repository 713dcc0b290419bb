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
