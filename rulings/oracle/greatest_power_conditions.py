"""The Triumphs' "At the beginning of your upkeep, draw a card if you control the creature with the greatest power or
tied for the greatest power." (Triumph of Ferocity; Triumph of Cruelty's "target opponent discards a card if ..."): the
engine's `{"you_control_greatest_power": true}` (rulings/engine/greatest_power_conditions.py) as the instruction's
`if_condition`, checked as it is followed (2007 413.2b; 2026 608.2c), read by board_life_conditions.py's
"<instruction> if <condition>"; the same words as an intervening "if" (2007 404.3; 2026 603.4).

Triumph of Cruelty's target opponent is chosen as the ability is put on the stack, whatever the condition (2007
410.4; 2026 603.3d); only the discard waits for it: read here, before board_life_conditions.py (which refuses a target
named in a conditional sentence), for "target opponent / target player <one instruction>" alone.

Only those exact words: "a creature with the greatest power among creatures on the battlefield" (Primal Empathy, with
its "Otherwise"), "the creature with the greatest power" without the tie, or "among creatures you control" stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence

_WORDS = r"you control the creature with the greatest power or tied for the greatest power"
_COND = {"you_control_greatest_power": True}


@effect_template(rf"(target (?:opponent|player) [^,]+) if {_WORDS}")
def target_player_if_greatest_power(eff, m):
    """ "target opponent discards a card if you control the creature with the greatest power or tied ..." (a whole
    sentence: not the part another template cut from "... discards a card and loses 1 life if ...")."""
    from .board_life_conditions import _a_whole_sentence
    if not _a_whole_sentence():
        raise NotUnderstood(m.group(0))
    here = len(eff.steps)
    parse_sentence(eff, m.group(1))
    new = eff.steps[here:]
    if len(new) != 1 or any(k.startswith(("if_", "unless_")) for k in new[0]) or new[0].get("do") in ("may", "player_may"):
        raise NotUnderstood(m.group(0))
    new[0]["if_condition"] = dict(_COND)


from . import board_life_conditions, intervening_if  # noqa: E402  (after the template above: it is read first)

board_life_conditions._INSTRUCTION += ((_WORDS, None, lambda m: dict(_COND)),)
intervening_if.CONDITIONS += ((_WORDS, lambda m: dict(_COND)),)
