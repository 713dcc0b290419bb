""" "You may draw a card", "you may gain 2 life", "you may discard a card",
"you may pay {1}", and "If you do, [effect]" after one of them: the engine's
`may` instruction, whose choice its controller makes as the effect is applied
(2007: 413.2c; 2026: 608.2d, 118.12). One optional instruction per effect (the
action's choice for a source is one yes or no)."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template, parse_branch, pass_on
from .text import NUMBER


def _may(eff, text: str, **step) -> None:
    if any(s.get("do") == "may" for s in eff.steps):
        raise NotUnderstood(text)  # a second choice in one effect: the action gives only one
    eff.steps.append({"do": "may", "text": text, **step})


@effect_template(rf"you may (draw ({NUMBER}) cards?)")
def may_draw(eff, m):
    _may(eff, m.group(1), effect=[{"do": "draw", "amount": _amount(eff, m.group(2))}])


@effect_template(rf"you may (gain ({NUMBER}) life)")
def may_gain_life(eff, m):
    _may(eff, m.group(1), effect=[{"do": "gain_life", "amount": _amount(eff, m.group(2)), "player": "you"}])


@effect_template(rf"you may (discard ({NUMBER}) cards?)")
def may_discard(eff, m):
    """The cards are the player's choice (the action's `cards` for the source, as for any discard)."""
    _may(eff, m.group(1), effect=[{"do": "discard", "amount": _amount(eff, m.group(2)), "player": "you"}])


@effect_template(r"you may (pay \{(\d+)\})")
def may_pay(eff, m):
    _may(eff, m.group(1), pay=int(m.group(2)), effect=[])


@effect_template(r"if you do, (.+)")
def if_you_do(eff, m):
    """What happens only if the player chose the optional instruction just before (118.12)."""
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "may" or last.get("pay_x"):
        pass_on(eff, m, if_you_do)  # after an instruction that isn't a choice, or "pay {X}": ifyoudo.py
        return
    if "then" in last:
        raise NotUnderstood(m.group(0))
    then = parse_branch(eff, m.group(1))
    if any(s.get("do") == "may" for s in then):
        raise NotUnderstood(m.group(0))
    last["then"] = then


@effect_template(rf"you may (put ({NUMBER}) \+1/\+1 counters? on ~)")
def may_put_counters_on_self(eff, m):
    """ "You may put a +1/+1 counter on ~": choosing to is refused once ~ has left the battlefield (413.2c / 608.2d)."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1).replace("~", "it"),
         effect=[{"do": "put_counters", "counter": "+1/+1", "amount": _amount(eff, m.group(2)), "to": "self"}])
