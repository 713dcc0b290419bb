""" "Distribute three +1/+1 counters among one, two, or three target creatures" (Elven Rite, Splendid
Agony): the instruction `divided_counters` (`counter`, `amount`, `among`). The division is
announced as the spell is cast, with its targets (2007 409.1e; 2026 601.2d: "divide or distribute
an effect (such as damage or counters)"), by the `play_spell` action's `divide` as for divided
damage (divided_damage.announce). On resolution each target still legal gets its part; an illegal
target's part is put on nothing (2007 413.2a; 2026 608.2b)."""
from __future__ import annotations

from .effects.base import effect, resolve_ref, run
from .errors import IllegalAction
from .log import emit
from .targets import ref_display


@effect("divided_counters", fields=("counter", "amount", "among"))
def divided_counters(game, st, ctx):
    division = ctx.data.get("division")
    if division is None:  # put on the stack another way: no division was announced
        raise IllegalAction("announce_division", f"{ctx.source_name} was put on the stack without a division of its counters "
                                                 "announced (the engine announces it only as a play_spell action casts it)")
    refs = list(st.get("among") or ())
    for i, n in enumerate(division[:len(refs)]):
        if refs[i].startswith("target:") and resolve_ref(game, ctx, refs[i]) is None:
            gone = ctx.targets[int(refs[i].split(":")[1])]
            emit(game, f"{ctx.source_name}'s {n} {st.get('counter')} counter(s) for {ref_display(game, gone)} are not put: "
                       "it is no longer a legal target.",
                 ("illegal_target_unaffected", "the spell does nothing to an illegal target"))
            continue
        run(game, [{"do": "put_counters", "counter": st.get("counter", "+1/+1"), "amount": n, "to": refs[i]}], ctx)
