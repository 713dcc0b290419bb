"""Effects of activated abilities (and of spells, as effect templates) the compiler reads here:
"Target player draws a card, then discards a card." (Reckless Scholar, Cephalid Looter)."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .targets import ref
from .text import NUMBER


@effect_template(rf"(target player|target opponent) draws ({NUMBER}) cards?, then discards ({NUMBER}) cards?")
def target_loots(eff, m):
    """The one targeted player draws, then that same player discards (608.2c: in the order written);
    players.py's loot for "you", with the target's reference kept for both instructions."""
    who = ref(eff, m.group(1))
    eff.steps.append({"do": "draw", "amount": _amount(eff, m.group(2)), "player": who})
    eff.steps.append({"do": "discard", "amount": _amount(eff, m.group(3)), "player": who})
