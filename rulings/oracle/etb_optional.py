""" "When ~ enters, you may return another permanent you control to its owner's hand" (Ambrosia
Whiteheart): the sentence without "you may" is the karoo lands' "return a permanent you control to
its owner's hand" (return_yours.py, the engine's `return_one_you_control`: no target, the permanent
chosen as the effect is applied, 2007 413.2c; 2026 608.2d), wrapped in the engine's `may` choice,
which the controller makes as the effect is applied too (the action's `choices` for the source:
`{"may": true, "cards": ["id"]}`). Read by optional_instructions.py's "you may return ..." template,
which asks `may_return_one_you_control` whether the inner sentence is that one instruction."""
from __future__ import annotations


def may_return_one_you_control(inner: list, verb: str) -> bool:
    """Whether the sentence after "you may return" is one `return_one_you_control` instruction."""
    return verb.lower() == "return" and [s.get("do") for s in inner] == ["return_one_you_control"]
