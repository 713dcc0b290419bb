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


# --- "mill three cards, then you may return a land card from your graveyard to your hand" ------------------

from .damage import _amount  # noqa: E402
from .optional import _may  # noqa: E402
from .registry import NotUnderstood, effect_template  # noqa: E402
from .targets import parse  # noqa: E402
from .text import NUMBER  # noqa: E402


@effect_template(rf"mill ({NUMBER}) cards?, then (you may )?(return (a|an) ([a-z ]+?) card from your graveyard to your hand)")
def mill_then_may_return_from_graveyard(eff, m):
    """ "When this creature enters, mill three cards, then you may return a land card from your graveyard
    to your hand" (Eccentric Farmer, Pothole Mole), "Mill three cards, then return an instant or sorcery
    card from your graveyard to your hand" (Inspiration from Beyond, not optional): the mill (2026 701.17a), then the controller's choice
    on resolution (2007 413.2c; 2026 608.2d) of a card of that kind in their graveyard, not a target
    (rulings/engine/effects/return_from_graveyard_chosen.py), a card just milled included."""
    n = _amount(eff, m.group(1))
    if (n == 1) != m.group(0).split(",")[0].endswith("card") or (m.group(4).lower() == "an") != (m.group(5)[0] in "aeiou"):
        raise NotUnderstood(m.group(0))
    kind = {k: v for k, v in parse(f"target {m.group(5)} card from your graveyard").items() if k not in ("zone", "owner")}
    if not kind:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "mill", "amount": n})
    step = {"do": "return_from_your_graveyard", "amount": 1, "card": kind}
    if m.group(2):
        _may(eff, m.group(3), effect=[step])
    else:  # "then return an instant or sorcery card ...": one if there is one (none there, nothing returns)
        eff.steps.append(step)
