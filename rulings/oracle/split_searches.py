"""Cultivate's and Kodama's Reach's search: "Search your library for up to two basic land cards, reveal those cards,
put one onto the battlefield tapped and the other into your hand, then shuffle." (also Peregrination's "and put
one ..."): one search (2007 701.23a? no: the glossary; 2026 701.23a), the cards revealed (2026 701.20a), the player
choosing as the effect is applied which found card goes onto the battlefield (2007 413.2c; 2026 608.2d), then one
shuffle (rulings/engine/effects/library.py `into: "one_in_play_rest_hand"`)."""
from __future__ import annotations

from .registry import effect_template


@effect_template(r"search your library for up to two basic land cards, reveal those cards, (?:and )?put one onto the battlefield "
                 r"(tapped )?and the other into your hand, then shuffle")
def one_onto_the_battlefield_one_into_hand(eff, m):
    step = {"do": "search_library", "for": {"supertypes": ["Basic"], "types": ["Land"]}, "count": 2,
            "into": "one_in_play_rest_hand", "reveal": True}
    if m.group(1):
        step["tapped"] = True
    eff.steps += [step, {"do": "shuffle_library"}]
