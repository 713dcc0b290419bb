"""Constellation, an ability word (no rules meaning: 2026 207.2c): "Constellation — Whenever an enchantment you
control enters, create a 2/2 white Pegasus creature token with flying." (Archon of Sun's Grace) and "Whenever this
creature or another enchantment you control enters, you gain 1 life." (Underworld Coinsmith), played as two
abilities, "when ~ enters" and "whenever another enchantment you control enters", which trigger exactly as often
(2026 603.6a; 2007 410.10a-b). An effect that names the entering enchantment ("it", "that enchantment") stays text
only (rulings/engine/permanent_kinds.py reads the kind)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, _triggered

_NAMES_IT = r"\b(it|its|that enchantment|that permanent|that creature|that card)\b"


@ability_template(rf"(?:Constellation — )?Whenever (an enchantment you control|~ or another enchantment you control) {ENTERS}, ([^\"]+)")
def enchantment_enters(card, m):
    text = m.group(2)
    if re.search(_NAMES_IT, text, re.IGNORECASE):
        raise NotUnderstood(text)
    if m.group(1).startswith("~"):
        if "Enchantment" not in card.types or not card.types:
            raise NotUnderstood(m.group(0))  # "this creature or another enchantment": the source is an enchantment
        return (_triggered(card, {"event": "comes_into_play", "who": "self"}, text)
                + _triggered(card, {"event": "comes_into_play", "who": "another_enchantment_you_control"}, text))
    return _triggered(card, {"event": "comes_into_play", "who": "enchantment_you_control"}, text)
