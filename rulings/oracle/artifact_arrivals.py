""""Whenever this creature or another artifact you control enters, each opponent loses 1 life and you gain 1
life." (Pactdoll Terror, Veil of Assimilation, Transplant Theorist): one ability that triggers once for the
permanent itself entering and once for each other artifact its controller's entering (2026 603.6a; 2007
410.10a), played as two abilities, "when ~ enters" and "whenever another artifact you control enters"
(rulings/engine/triggers.py's `another_artifact_you_control`), which trigger exactly as often, as
constellation.py plays "this creature or another enchantment you control". An effect that names the entering
permanent ("it", "that artifact") stays text only: which one entered is not read."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, _triggered

_NAMES_IT = r"\b(it|its|it's|that artifact|that permanent|that creature|that card|they|them)\b"


@ability_template(rf"Whenever ~ or another artifact you control {ENTERS}, ([^\"]+)")
def self_or_another_artifact_enters(card, m):
    text = m.group(1)
    if re.search(_NAMES_IT, text, re.IGNORECASE) or not {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, text)
            + _triggered(card, {"event": "comes_into_play", "who": "another_artifact_you_control"}, text))
