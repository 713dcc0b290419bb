"""Megamorph (2026 702.37b; later than February 2007): a variant of morph. "Megamorph [cost]"
means the morph ability's "You may cast this card as a 2/2 face-down creature ... by paying {3}"
and "As this permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was
paid to turn it face up." A megamorph cost is a morph cost: the keyword is the engine's morph
with `"megamorph": true`, so casting it face down and turning it face up (the special action,
702.37e) are morph's. Under the 2007 rules, which don't have megamorph, the card's own words
(its reminder text: "Turn it face up any time for its megamorph cost and put a +1/+1 counter on
it") are followed and the log says so."""
from __future__ import annotations

from .effects.library import LATER
from .log import emit
from .targets import display


def is_megamorph(morph: dict | None) -> bool:
    return bool(morph and morph.get("megamorph"))


def as_turned_face_up(game, obj, morph: dict) -> None:
    """The +1/+1 counter, put on as the permanent is turned face up for its megamorph cost
    (before any "when turned face up" ability triggers; 702.37b)."""
    if not is_megamorph(morph):
        return
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
    game.characteristics_changed()
    cited = game.rules.applies("megamorph")
    emit(game, f"A +1/+1 counter is put on {display(game, obj)} as it is turned face up for its megamorph cost {morph.get('cost')}."
         + ("" if cited else f" Megamorph {LATER}"),
         *((("megamorph", "as it is turned face up for its megamorph cost, a +1/+1 counter is put on it"),) if cited else ()),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
