"""Void, an ability word (2026 207.2c) that names a condition: "Void — At the beginning of your end step, if a
nonland permanent left the battlefield this turn or a spell was warped this turn, put a +1/+1 counter on this
creature." (Kavaron Skywarden; Elegy Acolyte, Voidforged Titan): the triggered ability after the word, read by
the other templates, whose intervening "if" (2026 603.4) must be that condition, `{"void": true}`
(rulings/engine/void_condition.py: any player's nonland permanent, any player's spell cast for its warp cost,
2026 702.185c). Warp is later than the February 2007 rules: the engine plays these only under the 2026 rules.
Other void wordings ("... instead if ...", "This spell costs {2} less ... if ...", "sacrifice this Aura unless
...") stay with other templates or text only."""
from __future__ import annotations

from . import intervening_if
from .registry import ABILITY_TEMPLATES, NotUnderstood, ability_template

WORDS = "a nonland permanent left the battlefield this turn or a spell was warped this turn"
intervening_if.CONDITIONS += ((WORDS, lambda m: {"void": True}),)


@ability_template(r"Void — ((?:When|Whenever|At) [^\"]+)")
def void_trigger(card, m):
    for family, pattern, fn in ABILITY_TEMPLATES:
        if family != "triggered" or fn is void_trigger:
            continue
        found = pattern.fullmatch(m.group(1))
        if found is None:
            continue
        try:
            abilities = fn(card, found)
        except NotUnderstood:
            continue
        if len(abilities) == 1 and abilities[0].get("if") == {"void": True}:
            return abilities
    raise NotUnderstood(m.group(0))
