""" "Miracle [cost]" (2026 702.94a; rulings/engine/miracle.py): as its owner draws the card, if it's the
first card they've drawn this turn, they may reveal it; its linked triggered ability (603.11) then lets
them cast it by paying [cost] rather than its mana cost (an alternative cost, 118.9).

A mana cost without X only: an X would be announced as the card is cast (601.2b), which the engine's
miracle doesn't do (Bonfire of the Damned, Entreat the Angels stay text only). Miracle granted by
another card ("Each instant and sorcery card in your hand has miracle {2}") is not read here. The
February 2007 rules have no miracle: the engine refuses such a card under them."""
from __future__ import annotations

import re


def miracle_keyword(word: str) -> list[dict] | None:
    """ "Miracle {1}{W}" on a keyword line (keywords.keyword asks here); None if it isn't one."""
    m = re.fullmatch(r"miracle ((?:\{(?:\d+|[WUBRGC])\})+)", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "keyword", "keyword": "miracle", "cost": m.group(1).upper()}]
