""" "For each +1/+1 counter on this creature" (Mycoloth, Canopy Crawler, Gyre Sage), "for each charge
counter on this artifact" (Otherworld Atlas): `{"count": "plus_one_counters_on_source"}` /
`"charge_counters_on_source"`, the counters of that kind on the ability's source as the instruction is
followed (2007 413.2f; 2026 608.2h). A source that has left the battlefield since (sacrificed, or dead
for "When this creature dies, ... for each +1/+1 counter on this creature", Hangarback Walker) is read
as it last existed there (2007 413.2f; 2026 608.2h: last known information); one that has come back
since is a new object (2007 217.1c; 2026 400.7), and counts 0."""
from __future__ import annotations

from .named_counters import COUNTS as NAMED_COUNTS  # "the number of verse counters on this enchantment"

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them), by counter
KINDS = {"plus_one_counters_on_source": "+1/+1", "charge_counters_on_source": "charge", **NAMED_COUNTS}


def counted(game, ctx, amount: dict) -> int:
    from .log import emit
    kind = KINDS[amount["count"]]
    obj = game.objects.get(ctx.source_id)
    if obj is None:
        return 0
    zcc = ctx.data.get("stack_source_zcc", ctx.data.get("source_zcc", obj.zcc))
    left = (game.counters_as_it_left or {}).get(obj.id)
    if obj.zone == "in_play" and obj.zcc == zcc:
        n, how = obj.counters.get(kind, 0), "on it"
    elif obj.zone != "in_play" and left is not None and left[0] == obj.zcc and zcc in (obj.zcc, obj.zcc - 1):
        n, how = left[2].get(kind, 0), "on it as it last existed on the battlefield"
        emit(game, f"{ctx.source_name} has left the battlefield: its {kind} counters are read as it last existed there ({n}).",
             ("last_known_information", "the object left the zone it was expected to be in, so its last known information is used"))
    else:
        n, how = 0, "(it is a new object now)"
    emit(game, f"{ctx.source_name} counts the {kind} counters {how}: {n} (counted once, as the instruction is followed).",
         ("information_determined_once", "the number is counted once, as the instruction is followed"))
    return n
