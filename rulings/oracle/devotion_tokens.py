""" "Create a number of [tokens] equal to your devotion to black" (Abhorrent Overlord, Evangel of Heliod,
Master of Waves, Reverent Hoplite, Underworld Hermit): the token creation whose count is the controller's
devotion to a color (2026 700.5; `{"count": "devotion", "colors": ["B"]}`, rulings/engine/devotion.py),
counted once as the instruction is followed (2026 608.2h): an enters trigger's source counts itself.

Devotion is later than the February 2007 rules: the engine refuses such a card under them as the scenario
loads (devotion.py). One color or two ("your devotion to black and red"), as devotion.py reads them for
other instructions; the tokens' own words are tokens.create's (through counts_more.x_is_count)."""
from __future__ import annotations

from .counts_more import x_is_count
from .devotion import _DEVOTION, devotion_count
from .registry import effect_template


@effect_template(rf"((?:you )?create) a number of ([^\"]+? tokens(?: with [^\"]+?)?) equal to {_DEVOTION}")
def create_tokens_equal_to_devotion(eff, m):
    x_is_count(eff, f"{m.group(1)} X {m.group(2)}", m.group(0), devotion_count(m.group(3)))
