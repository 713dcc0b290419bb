""" "Put a +2/+2 counter on target creature" (Dwarven Armory), "{T}, Sacrifice this creature: Put a +1/+2 counter on
target creature." (Armor Thrull), "Whenever this creature blocks, put a -0/-1 counter on it." (Shield Sphere), "This
creature enters with X +1/+0 counters on it." (Lightning Serpent): power/toughness counters other than +1/+1 and -1/-1
(rulings/engine/pt_counters.py; 2026 122.1a).

The paragraph is read by the other templates with the counter named "+1/+1" (a kind that only adds) or "-1/-1" (one
that only subtracts), and what they make of it names the printed kind instead: the same instruction with another
counter. Only a paragraph that names one such kind and no +1/+1 or -1/-1 counter, and whose reading names +1/+1 (or
-1/-1) counters only where the counter is put ("counter", "counters"): a count of counters, a condition on them or a
keyword that puts its own +1/+1 counters stays text only, as does a kind that adds to one and subtracts from the other."""
from __future__ import annotations

import json
import re

from .registry import NotUnderstood, ability_template, read_by_others

from rulings.engine.pt_counters import KINDS, pt

_KIND = "(" + "|".join(re.escape(k) for k in KINDS) + ")"


@ability_template(rf"(?=.*(?<![\w/]){_KIND} counters?\b)(.+)")
def with_pt_counter(card, m):
    text = m.group(0)
    found_kinds = set(re.findall(r"(?<![\w/])([+-]\d+/[+-]\d+) counters?\b", text))
    if len(found_kinds) != 1 or not found_kinds <= set(KINDS) or re.search(r"[+-]1/[+-]1\b", text):
        raise NotUnderstood(text)
    kind = found_kinds.pop()
    dp, dt = pt(kind)
    if dp >= 0 and dt >= 0:
        stand_in = "+1/+1"
    elif dp <= 0 and dt <= 0:
        stand_in = "-1/-1"
    else:
        raise NotUnderstood(text)
    read = read_by_others(card, text.replace(kind, stand_in), lambda family, _fn: family == "pt_counters")
    if not read:
        raise NotUnderstood(text)
    dumped = json.dumps(read)
    # the stand-in only as the kind of a counter put: `"counter": "+1/+1"` or a `counters` key, never counted or checked
    rest = re.sub(rf'"counter": "{re.escape(stand_in)}"|"counters": \{{"{re.escape(stand_in)}": ', "", dumped)
    if stand_in in rest.replace(text.replace(kind, stand_in), "") or "plus_one" in dumped or "minus_one" in dumped:
        raise NotUnderstood(text)
    out = json.loads(dumped.replace(f'"counter": "{stand_in}"', f'"counter": "{kind}"')
                     .replace(f'"counters": {{"{stand_in}": ', f'"counters": {{"{kind}": ')
                     .replace(json.dumps(text.replace(kind, stand_in))[1:-1], json.dumps(text)[1:-1]))
    return [{k: v for k, v in ab.items() if k != "text"} if isinstance(ab, dict) else ab for ab in out]
