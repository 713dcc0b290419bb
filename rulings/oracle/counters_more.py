""" "Enters with" counters beyond the +1/+1 ones of statics.py: "~ enters with two -1/-1
counters on it" (Carnifex Demon) and the kicker-linked "If ~ was kicked, it enters with
two +1/+1 counters on it" (2007 419.1b / 502.21b; 2026 614.1c / 702.33e)."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template
from .text import amount

_N = r"(a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"


@ability_template(rf"~ enters(?: the battlefield)? with {_N} -1/-1 counters? on it\.")
def enters_with_minus_counters(card, m):
    """614.1c (419.1b in 2007): a replacement effect, so it is never on the battlefield
    without them; a fixed number only (an X stays text only)."""
    return [{"kind": "static", "comes_into_play": {"counters": {"-1/-1": amount(m.group(1))}}}]


@ability_template(rf"If ~ was kicked, it enters(?: the battlefield)? with {_N} \+1/\+1 counters? on it\.")
def kicked_enters_with_counters(card, m):
    """An ability linked to the card's kicker (702.33e; 502.21b in 2007): only a spell
    that was kicked as it was cast enters with them; put onto the battlefield
    any other way, it was not kicked."""
    n = amount(m.group(1))
    if not isinstance(n, int) or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": n}, "if_kicked": True}}]


@ability_template(rf"~ enters(?: the battlefield)?( tapped)? with {_N} charge counters? on it\.")
def enters_with_charge_counters(card, m):
    """ "This land enters tapped with two charge counters on it" (the vivid lands): counters
    that mean nothing by themselves, there for its own "Remove a charge counter from ~" costs."""
    how = {"counters": {"charge": amount(m.group(2))}}
    if m.group(1):
        how = {"tapped": True, **how}
    return [{"kind": "static", "comes_into_play": how}]


@effect_template(rf"put {_N} charge counters? on ~")
def put_charge_counters(eff, m):
    """ "{2}: Put a charge counter on this artifact": on the permanent whose ability it is
    (a charge counter changes nothing by itself; its other abilities read or remove them)."""
    eff.steps.append({"do": "put_counters", "counter": "charge", "amount": amount(m.group(1)), "to": "self"})


@effect_template(rf"you may (put {_N} charge counters? on ~)")
def may_put_charge_counters(eff, m):
    """ "At the beginning of your upkeep, you may put a charge counter on this artifact": the
    choice is made as the effect is applied (2007 413.2c; 2026 608.2d), the action's `may`."""
    from .optional import _may
    _may(eff, m.group(1), effect=[{"do": "put_counters", "counter": "charge", "amount": amount(m.group(2)), "to": "self"}])
