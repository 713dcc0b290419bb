""" "You may destroy target artifact", "you may exile target creature", "you may return target
creature to its owner's hand", "you may mill two cards" (Manglehorn, Angler Drake, Mineshaft
Spider): the sentence without "you may", read by the template that reads it alone, wrapped in the
engine's `may` choice, which the controller makes as the effect is applied (2007 413.2c; 2026
608.2d). A target is still chosen as the ability is put on the stack (2007 410.4; 2026 603.3d);
declining leaves it untouched. Only these verbs, and only when the inner sentence is that one
instruction: anything more stays text only."""
from __future__ import annotations

from .optional import _may
from .optional_payments import _inner
from .registry import NotUnderstood, effect_template

#: the verb of the sentence and the one instruction it must read as
_ONE = {"destroy": "destroy", "exile": "remove_from_game", "return": "return_to_hand", "mill": "mill"}


@effect_template(r"you may ((destroy|exile|return|mill) (.+))")
def may_do(eff, m):
    inner = _inner(eff, m.group(1))
    if [s.get("do") for s in inner] != [_ONE[m.group(2).lower()]]:
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1).lower().replace("~", "it"), effect=inner)
