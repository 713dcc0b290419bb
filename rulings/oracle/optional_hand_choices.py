"""A choice from a revealed or looked-at hand that the controller may decline: "Look at target player's
hand. You may choose a nonland card from it. That player discards that card." (Cracked Skull).

The card is chosen as the effect is applied (2007 413.2c; 2026 608.2d), or none ("you may"): the engine's
`reveal_hand` with `choose`, `count` 1 and `optional` (rulings/engine/effects/hand.py), whose resolving
action's `choices` names the card, or none (`"cards": []`); without a choice, none is chosen; "That player
discards that card" (players.py) then discards the chosen card only (2026 701.9a). What follows a
declined choice ("If you do, ..., then draws a card", "If you don't, ...") stays text only."""
from __future__ import annotations

from .players import CHOOSE, _last_reveal
from .registry import NotUnderstood, effect_template


@effect_template(r"you may choose an? (?:(nonland|noncreature, nonland|creature|artifact or creature|artifact) )?card from it")
def may_choose_from_hand(eff, m):
    last = _last_reveal(eff, m.group(0))
    if "choose" in last or "reveals" in last:
        raise NotUnderstood(m.group(0))
    last["choose"] = CHOOSE[m.group(1).lower()] if m.group(1) else "any"
    last["count"] = 1
    last["optional"] = True
