"""The Avatars' own cost reductions, a condition first: "If an opponent controls seven or more lands, this
spell costs {6} less to cast." (Avatar of Fury), "If an opponent has no cards in hand, ..." (Avatar of
Will), "If an opponent controls at least four more creatures than you, ..." (Avatar of Might), "If there
are ten or more creature cards total in all graveyards, ..." (Avatar of Woe). Checked as the total cost
is determined (2007 409.1f; 2026 601.2f), each opponent looked at alone ("an opponent": one of them,
rulings/engine/cost_counts.py), "you" the caster. "If you have 3 or less life" and the like stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .text import NUMBERS

_N = r"(two|three|four|five|six|seven|eight|nine|ten)"
#: the condition's words -> the count and how many it needs at least
CONDITIONS = (
    (r"an opponent has no cards in hand", lambda m: {"count": "opponents_with_no_cards_in_hand", "at_least": 1}),
    (rf"an opponent controls {_N} or more lands", lambda m: {"count": "most_lands_an_opponent_controls", "at_least": NUMBERS[m.group(1)]}),
    (rf"an opponent controls at least {_N} more creatures than you",
     lambda m: {"count": "most_creatures_an_opponent_controls_beyond_yours", "at_least": NUMBERS[m.group(1)]}),
    (rf"there are {_N} or more creature cards total in all graveyards",
     lambda m: {"count": "cards_in_graveyards", "filter": {"types": ["Creature"]}, "at_least": NUMBERS[m.group(1)]}),
)


@ability_template(r"If ([^,]+), ~ costs \{(\d+)\} less to cast\.")
def if_first(card, m) -> list[dict]:
    n = int(m.group(2))
    if n < 1:
        raise NotUnderstood(m.group(0))
    for pattern, read in CONDITIONS:
        found = re.fullmatch(pattern, m.group(1))
        if found:
            return [{"kind": "static", "spell_cost": {"less": n, "spells": "self", "if": read(found)}}]
    raise NotUnderstood(m.group(1))
