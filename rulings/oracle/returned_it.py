""" "Return target creature card from your graveyard to the battlefield. It gains haste." (Grave
Upheaval's kin), "... Put a +1/+1 counter on it." : "it" is the permanent the card became, a new
object (2007 217.1c; 2026 400.7), which the engine's return instruction names "it" as it enters. The
ability it gains lasts indefinitely unless the sentence says "until end of turn" (2007 418.1; 2026
611.2). Only right after a sentence whose last instruction returned or put that one card onto the
battlefield."""
from __future__ import annotations

from .keywords import granted
from .registry import NotUnderstood, effect_template
from .text import NUMBER, amount

_RETURNS = ("return_to_play", "put_onto_battlefield_under_your_control")


def _after_a_return(eff, m) -> None:
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") not in _RETURNS or not str(last.get("what", "")).startswith("target:"):
        raise NotUnderstood(m.group(0))


@effect_template(r"it gains (haste|flying|trample|vigilance|lifelink|first strike|deathtouch|menace|indestructible)( until end of turn)?")
def returned_it_gains(eff, m):
    _after_a_return(eff, m)
    for ability in granted(m.group(1)):
        step = {"do": "gain_ability", "ability": ability, "to": "it"}
        if m.group(2):
            step["until"] = "end_of_turn"
        eff.steps.append(step)


@effect_template(rf"put ({NUMBER}) \+1/\+1 counters? on it")
def returned_it_gets_counters(eff, m):
    _after_a_return(eff, m)
    n = amount(m.group(1))
    if not isinstance(n, int) or not 1 <= n <= 20 or (n == 1) != (" counter on" in m.group(0)):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": "+1/+1", "amount": n, "to": "it"})
