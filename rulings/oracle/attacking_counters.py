""" "Put a -1/-1 counter on each attacking creature." (Choking Fumes), "Whenever this creature attacks, put a +1/+1
counter on each attacking creature." (Fangren Firstborn), "Whenever Drana deals combat damage to a player, put a +1/+1
counter on each attacking creature you control." (Drana, Liberator of Malakir), "... on each attacking creature with a
+1/+1 counter on it." (Oran-Rief Ooze): each creature attacking as the instruction is followed (the for_each filter's
`attacking`: 2007 308.2g, 2026 508.1k: an attacking creature stays one until it is removed from combat or the combat
phase ends), with a +1/+1 counter on it then if the sentence says so."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .text import NUMBER


@effect_template(rf"put ({NUMBER}) ([+-]1/[+-]1) counters? on each attacking creature( you control)?( with an? \+1/\+1 counter on it)?")
def put_counters_on_each_attacking_creature(eff, m):
    crit = {"attacking": True, **({"you_control": True} if m.group(3) else {}), **({"with_counter": "+1/+1"} if m.group(4) else {})}
    eff.steps.append({"do": "for_each", "creatures": crit,
                      "effect": [{"do": "put_counters", "counter": m.group(2), "amount": _amount(eff, m.group(1)), "to": "it"}]})
