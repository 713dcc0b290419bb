""" "Partner with Blaring Captain" (its reminder text, stripped: "When this creature enters, target player may
put Blaring Captain into their hand from their library, then shuffle."): the keyword `partner_with`, whose
triggered ability the engine plays as 2026 702.124j words it, "When this permanent enters, target player
may search their library for a card named [name], reveal it, put it into their hand, then shuffle."
(rulings/engine/partner_with.py; later than February 2007: under those rules it does nothing).

Only a card's name: "Partner with itself" (Mothers Yamazaki) and "Partner with Knight" (a creature type,
another reminder) stay text only, as does a name that is the card's own."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template


@ability_template(r"Partner with ((?-i:[A-Z][A-Za-z0-9',&\- ]*(?:, [A-Za-z][A-Za-z0-9',&\- ]*)?))")
def partner_with(card, m) -> list[dict]:
    name = m.group(1)
    if name in CREATURE_TYPES or name == card.name or name.split(" // ")[0] == card.name.split(" // ")[0] or name.endswith(" "):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "partner_with", "what": name}]
