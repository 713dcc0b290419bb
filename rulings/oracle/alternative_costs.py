"""Keyword lines of costs that put a creature card onto the battlefield another way than for
its mana cost: "Dash [cost]" (2026 702.109a) and "Blitz [cost]" (702.152a), alternative
costs paid rather than the mana cost (118.9; rulings/engine/alternative_costs.py, the
action's `pay.alternative`), both later than February 2007 (under those rules the engine
refuses them; the card is still cast for its mana cost); and "Ninjutsu [cost]" (2007
502.43a; 2026 702.49a), an ability activated from the hand (rulings/engine/ninjutsu.py).
All are printed on creature cards only. Also an alternative cost a permanent card's text lists:
"You may pay [mana] [and return a basic land you control to its owner's hand] rather than pay
this spell's mana cost" (2007 409.1b; 2026 118.9), under both editions."""
from __future__ import annotations

import re

from .registry import ability_template

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def keyword(word: str) -> list[dict] | None:
    """The engine's keyword ability for "Dash / Blitz / Ninjutsu {cost}", or None if not one of them."""
    m = re.fullmatch(rf"(dash|blitz|ninjutsu|evoke) ({MANA})", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "keyword", "keyword": m.group(1).lower(), "cost": m.group(2)}]


@ability_template(rf"You may pay ({MANA})( and return a basic land you control to its owner's hand)? rather than pay (?:~|this spell)'s mana cost\.")
def printed_alternative_cost(card, m) -> list[dict]:
    """An alternative cost the card's text lists (2007 409.1b, 409.1f; 2026 118.9): paid rather than
    the mana cost, optionally also returning a basic land its player controls to its owner's hand
    (a Borderpost). Read on a permanent card's line; the action chooses it with `pay.alternative`."""
    ab = {"kind": "keyword", "keyword": "alternative_cost", "cost": m.group(1)}
    if m.group(2):
        ab["what"] = "basic_land"
    return [ab]
