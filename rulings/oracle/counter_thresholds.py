""" "As long as ~ has [N or more] [+1/+1] counters on it, it ..." (rulings/engine/counter_thresholds.py): a
creature's own static ability, applied only while the creature itself has that many counters (+1/+1 counters,
or counters of any kind added together when the sentence names no kind):

- "As long as this creature has three or more +1/+1 counters on it, it has flying." (Angelic Cub), "... four or
  more +1/+1 counters on it, it has menace and lifelink." (Vadmir, New Blood);
- "As long as this creature has a +1/+1 counter on it, it can attack as though it didn't have defender."
  (Skyclave Sentinel, Scuttlegator), "As long as this creature has a counter on it, ..." (Demon Wall): only on a
  creature whose own text has defender;
- "..., it gets +2/+2 [and has trample]."

Read whenever the ability's effect is (2007 418.4a; 2026 611.3a). Another kind named ("oil counters", "ice
counter": named_counters.py reads some), "is a Knight in addition to its other types", "can't be blocked" and
anything else stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .statics import PT, _statics
from .text import amount

_N = r"(a|one|two|three|four|five|six|seven|eight|nine|ten)"


@ability_template(rf"As long as ~ has {_N}( or more)? (\+1/\+1 )?(counters?) on it, it (?:gets {PT}(?: and has ([a-z ,]+))?|has ([a-z ,]+)"
                  r"|(can attack as though it didn't have defender))\.")
def while_it_has_counters(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    one = m.group(1) in ("a", "one")
    if (one and (m.group(2) or m.group(4) != "counter")) or (not one and (not m.group(2) or m.group(4) != "counters")):
        raise NotUnderstood(m.group(0))  # "a counter", "three or more counters": nothing else
    n = amount(m.group(1)) if not one else 1
    if not isinstance(n, int) or not 1 <= n <= 10:
        raise NotUnderstood(m.group(0))
    key = "self_plus_one_counters_at_least" if m.group(3) else "self_counters_at_least"
    base = {"kind": "static", "affects": "self", "while": {key: n}}
    if m.group(9):
        if not any("defender" in (w.strip().lower() for w in p.split(" (")[0].split(",")) for p in card.paragraphs):
            raise NotUnderstood(m.group(0))  # the defender it can attack despite is its own
        return [{**base, "gains": {"kind": "keyword", "keyword": "attacks_as_though_no_defender"}}]
    from .keywords import granted
    out = _statics(base, (m.group(5), m.group(6)), None) if m.group(5) else []
    words = m.group(7) or m.group(8)
    out += [{**base, "gains": ab} for ab in granted(words)] if words else []
    if not out:
        raise NotUnderstood(m.group(0))
    return out
