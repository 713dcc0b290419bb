""" "~ gets +3/+2 as long as there are four or more creature cards in your graveyard" (Reclusive
Taxidermist), "... three or more land cards ..." (Elvish Reclaimer), "~ has double strike as long as there
are three or more instant and/or sorcery cards in your graveyard" (Spelleater Wolverine): the conditions
of conditions.py's static templates (a static ability of the creature's own, applied only while the
condition holds: 2007 418.5a 6d; 2026 613.4c), counted by rulings/engine/graveyard_counts.py. They read no
permanent's characteristics, so a keyword may be granted while one holds.

"Instant and/or sorcery cards" counts a card that is either (an instant sorcery card once). "Descend 4 —"
(permanent cards) and "card types among cards" other than delirium's stay with other templates or text only.
"""
from __future__ import annotations

from . import conditions

_N = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10}
_KINDS = {"creature": "creature_cards_in_your_graveyard_at_least", "land": "land_cards_in_your_graveyard_at_least",
          "instant and/or sorcery": "instant_and_sorcery_cards_in_your_graveyard_at_least"}

conditions.CONDITIONS += ((rf"there are ({'|'.join(_N)}) or more (creature|land|instant and/or sorcery) cards in your graveyard", None,
                           lambda m: {_KINDS[m.group(2)]: _N[m.group(1)]}),)
conditions.SAFE += tuple(_KINDS.values())
