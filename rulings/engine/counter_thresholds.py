""" "As long as this creature has three or more +1/+1 counters on it, it has flying." (Angelic Cub), "As long
as this creature has a counter on it, it can attack as though it didn't have defender." (Demon Wall): a
static ability of the creature's own that applies only while the creature itself has that many counters,
`{"self_plus_one_counters_at_least": 3}` (+1/+1 counters) or `{"self_counters_at_least": 1}` (counters of
any kind, added together). Read whenever the ability's effect is (2007 418.4a; 2026 611.3a): the counters
on the source now. A counter is no characteristic (2007 200.10; 2026 122.1), so an ability granted while
one holds can be decided as the effects are gathered (continuous.SAFE_CONDITIONS)."""
from __future__ import annotations

#: the static `while` keys of this module, by the counter kind each counts (None: every kind)
WHILE = {"self_plus_one_counters_at_least": "+1/+1", "self_counters_at_least": None}


def counted(source, kind: str | None) -> int:
    counters = source.counters or {}
    return sum(n for n in counters.values() if n > 0) if kind is None else counters.get(kind, 0)


def while_holds(source, cond: dict) -> bool:
    """Whether the source has at least that many counters for each key of `cond` this module reads."""
    return all(counted(source, kind) >= cond[key] for key, kind in WHILE.items() if key in cond)
