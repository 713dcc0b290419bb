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
    if [s.get("do") for s in inner] != [_ONE[m.group(2).lower()]] and not _returns_one_you_control(inner, m.group(2)):
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1).replace("~", "it"), effect=inner)


def _returns_one_you_control(inner: list, verb: str) -> bool:
    """ "You may return another permanent you control to its owner's hand" (Ambrosia Whiteheart):
    the permanent chosen on resolution (etb_optional.py), only once the player chose to."""
    from .etb_optional import may_return_one_you_control
    return may_return_one_you_control(inner, verb)


#: "you may have [player] [verb] ...": the players the sentence may name, and its verbs (the third
#: person the sentence read alone takes)
_PLAYERS = r"target player|target opponent|that player|that opponent|each opponent|each other player"
_VERBS = {"discard": "discards", "lose": "loses", "draw": "draws", "gain": "gains", "sacrifice": "sacrifices", "mill": "mills"}
_INSTRUCTIONS = {"discard": {"discard"}, "lose": {"lose_life"}, "draw": {"draw"}, "gain": {"gain_life"},
                 "sacrifice": {"sacrifice_a_creature", "edict", "sacrifice"}, "mill": {"mill"}}


@effect_template(rf"you may have ({_PLAYERS}) ({'|'.join(_VERBS)}) (.+)")
def may_have_player_do(eff, m):
    """ "When this creature enters, you may have target opponent discard a card" (Ebon Dragon), "you
    may have target player mill two cards", "you may have that player lose 1 life" (Blood Seeker):
    the sentence "target opponent discards a card", read by the template that reads it alone, wrapped
    in the controller's choice on resolution (2007 413.2c; 2026 608.2d). "Each opponent" is one choice
    for them all."""
    who, verb, rest = m.group(1), m.group(2).lower(), m.group(3)
    inner = _inner(eff, f"{who} {_VERBS[verb]} {rest}")
    dos = {s.get("do") for s in inner}
    if dos == {"for_each"}:  # "each opponent loses 1 life": one instruction for each of them
        dos = {s.get("do") for st in inner for s in st.get("effect") or ()}
    if not inner or not dos or not dos <= _INSTRUCTIONS[verb]:
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(0)[len("you may "):].lower(), effect=inner)
