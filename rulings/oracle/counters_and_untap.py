""" "Put a +1/+1 counter on target creature and untap it." (Burst of Strength), "Put two +1/+1 counters on target
creature and untap it." (Dragonscale Boon), "put a +1/+1 counter on target attacking creature and untap it." (Sparring
Regimen), "put a +1/+1 counter on this creature and untap it." (Sabertooth Mauler): the counters as the other templates
put them on one object, then that same object untapped (2007 413.2a; 2026 608.2c: in the order written). The object is
the instruction's target or the ability's own permanent; anything else ("each creature", "up to one") stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_sentence


@effect_template(r"(put (?:a|an|one|two|three|four|five) [^.]*?counters? on (?:another )?(?:target [^.]+?|~)) and untap (?:it|that creature)")
def put_counters_and_untap(eff, m):
    before = len(eff.steps)
    parse_sentence(eff, m.group(1))
    new = eff.steps[before:]
    if len(new) != 1 or new[0].get("do") != "put_counters":
        raise NotUnderstood(m.group(0))
    to = new[0].get("to")
    if not (to == "self" or (isinstance(to, str) and to.startswith("target:"))):
        raise NotUnderstood(m.group(0))
    if to != "self" and isinstance(eff.targets[int(to.split(":")[1])], dict) and eff.targets[int(to.split(":")[1])].get("up_to"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "untap", "what": to})
