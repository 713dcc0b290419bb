"""A triggered ability's intervening "if" (2007: 404.3; 2026: 603.4): "At the
beginning of your upkeep, if you're the monarch, create ...". The condition is
checked when the event occurs (no trigger if false) and again on resolution
(nothing happens if false): the engine's `"if"` of a triggered ability. Only the
conditions the engine's vocabulary has are read; any other stays text only."""
from __future__ import annotations

import re

from .text import NUMBERS

COUNT = r"(one|two|three|four|five|six|seven|eight|nine|ten|\d+)"

#: the condition's words -> the engine's condition (rulings/engine/scenario/vocabulary.py CONDITIONS)
CONDITIONS = (
    (r"you're the monarch", lambda m: {"monarch": "you"}),
    (r"an opponent is the monarch", lambda m: {"monarch": "opponent"}),
    (r"there is no monarch", lambda m: {"monarch": "none"}),
    (r"you have no cards in hand", lambda m: {"your_hand_empty": True}),
    (r"you control no creatures", lambda m: {"you_control_no_creatures": True}),
    (rf"you have {COUNT} or less life", lambda m: {"your_life_at_most": _n(m.group(1))}),
    (rf"you have {COUNT} or more cards in hand", lambda m: {"your_hand_at_least": _n(m.group(1))}),
)
CONDITIONS += ((r"you have the city's blessing", lambda m: {"citys_blessing": True}),)  # 2026 702.131c (ascend)
CONDITIONS += ((r"you attacked this turn", lambda m: {"you_attacked_this_turn": True}),)  # raid (rulings/engine/raid.py)
CONDITIONS += ((rf"there are {COUNT} or more card types among cards in your graveyard",  # delirium
                lambda m: {"card_types_in_your_graveyard_at_least": _n(m.group(1))}),
               (r"a permanent (?:left the battlefield under your control|you controlled left the battlefield) this turn",  # revolt
                lambda m: {"permanent_left_your_control_this_turn": True}))
CONDITIONS += ((r"you've cast a noncreature spell this turn", lambda m: {"you_cast_noncreature_spell_this_turn": True}),
               (rf"you gained {COUNT} or more life this turn", lambda m: {"life_gained_this_turn_at_least": _n(m.group(1))}))
CONDITIONS += ((r"no creatures are on the battlefield", lambda m: {"no_creatures_on_battlefield": True}),  # board_conditions.py
               (r"you control no artifacts", lambda m: {"you_control_no_artifacts": True}))
CONDITIONS += ((rf"you've cast {COUNT} or more spells this turn",  # each spell its controller cast this turn (spells_cast_this_turn.py)
                lambda m: {"spells_you_cast_this_turn_at_least": _n(m.group(1))}),)
CONDITIONS += ((r"you have the initiative", lambda m: {"initiative": "you"}),)  # 2026 726.1 (rulings/engine/initiative.py)


def _n(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def peel(effect_text: str) -> tuple[dict | None, str]:
    """(the condition, the rest of the text) when the text begins with an "if" the
    engine reads; (None, the text) when it has none. An "if" it can't read is left
    in the text, so the effect's parser refuses it."""
    m = re.match(r"if ([^,]+), (.+)$", effect_text, re.S)
    if not m:
        return None, effect_text
    for pattern, read in CONDITIONS:
        found = re.fullmatch(pattern, m.group(1))
        if found:
            return read(found), m.group(2)
    return None, effect_text
