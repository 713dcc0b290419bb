""" "Whenever a nontoken creature you control attacks, create a 1/1 red Goblin creature token that's tapped and
attacking." (Mardu Ascendancy; Militia's Pride): once for each creature its controller declares as an attacker
that isn't a token (2026 508.3a, 111.1; 2007 308.3, 216.1), the engine's `attacks` trigger with `who`
"nontoken_creature_you_control" (rulings/engine/permanent_kinds.py). Tokens put onto the battlefield attacking
were never declared as attackers and don't trigger it (2026 508.4; 2007 308.3).

Only an effect that creates tokens (this family's), naming neither the attacking creature nor the player it
attacks."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import _triggered


@ability_template(r"Whenever a nontoken creature you control attacks, ((?:you may pay \{[^}]+\}\. If you do, )?create [^\"]+)")
def nontoken_creature_attacks(card, m):
    text = m.group(1)
    if re.search(r"\b(it|its|that creature|that player|defending|they|them)\b", text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "attacks", "who": "nontoken_creature_you_control"}, text)
