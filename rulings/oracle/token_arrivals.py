""""Whenever a creature token you control enters, you gain 1 life." (Anointer Priest; Nesting Dovehawk: "put a +1/+1
counter on this creature"): each creature token its controller controls entering triggers it once (2026 603.6a; 2007
410.10a), a token being a permanent no card represents (2026 111.1; 2007 216.1): the engine's
`creature_token_you_control` (rulings/engine/permanent_kinds.py). An effect that names the token ("it", "that
token", "that creature") stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, _triggered

_NAMES_THE_TOKEN = r"\b(it|its|it's|that token|that creature|the token|they|them|their)\b"


@ability_template(rf"Whenever a creature token you control {ENTERS}, ([^\"]+)")
def creature_token_enters(card, m):
    text = m.group(1)
    if re.search(_NAMES_THE_TOKEN, text, re.IGNORECASE) or not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "comes_into_play", "who": "creature_token_you_control"}, text)
