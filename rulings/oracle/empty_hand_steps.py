"""A player's step with an intervening "if" about that player's empty hand: "At the beginning of each player's upkeep, if
that player has no cards in hand, that player draws three cards." (Ghirapur Orrery), "..., you draw a card and you lose
1 life." (Asylum Visitor), "At the beginning of each opponent's upkeep, if that player has no cards in hand, they lose 2
life." (Hollowborn Barghest). The player whose step it is, the active player, has no cards in hand: the engine's
`{"active_hand_at_most": 0}` (Lavaborn Muse's "two or fewer", player_referents.py), checked as the step begins and again
as the ability resolves (2007 404.3; 2026 603.4). A second condition ("and this enchantment has two or more quest
counters on it") stays text only."""
from __future__ import annotations

import re

from .player_referents import _STEPS, _no_other_referent, _the_player
from .registry import NotUnderstood, ability_template
from .triggered import WHOSE_STEP, _triggered


@ability_template(r"At the beginning of (each player's|each opponent's) (upkeep|end step|draw step), "
                  r"if that player has no cards in hand, ([^\"]+)")
def players_step_if_no_cards(card, m):
    text = m.group(3)
    _no_other_referent(text)
    trigger = {"event": "beginning_of_step", "step": _STEPS[m.group(2)], "whose": WHOSE_STEP[m.group(1)]}
    if re.search(r"\b(that player|they|them|their)\b", text, re.IGNORECASE):
        text = _the_player(text, "[Tt]hat player")  # the player whose step it is, as the effect templates read it
    abilities = _triggered(card, trigger, text)
    if any("if" in ab for ab in abilities):
        raise NotUnderstood(m.group(0))
    return [{**ab, "if": {"active_hand_at_most": 0}} for ab in abilities]
