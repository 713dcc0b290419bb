""" "Then if it has three or more +1/+1 counters on it, sacrifice this Aura" (the Ordeals): the
instructions in `effect` are followed only if the object `of` names (default "it", the creature of the
trigger event) has at least `at_least` counters of the kind `counter` (default "+1/+1") on it as the
instruction is followed (2007 413.2b; 2026 608.2c). A permanent that has left the battlefield is read
as it last existed there, with the counters it had then (2007 413.2f; 2026 608.2h: the engine's
`counters_as_it_left`, noted as it left)."""
from __future__ import annotations

from ..continuous import left_play
from ..log import emit
from ..targets import display
from .base import effect, resolve_ref, run


@effect("if_counters", fields=("of", "counter", "at_least", "effect"))
def if_counters(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("of", "it"))
    obj = game.objects.get(ref.id) if ref is not None and ref.kind == "object" else None
    kind, at_least = st.get("counter", "+1/+1"), st["at_least"]
    if obj is None:
        return
    cites = ()
    if obj.zcc == ref.zcc and obj.zone == "in_play":
        n = obj.counters.get(kind, 0)
        how = "has"
    elif left_play(obj) and obj.zcc in (ref.zcc, ref.zcc + 1):
        zcc, _plus, had = (game.counters_as_it_left.get(obj.id, (None, 0, {})) + ({},))[:3]
        n = had.get(kind, 0) if zcc == obj.zcc else 0
        how = f"had as it last existed {game.words.in_play}"
        cites = (("last_known_information", "the object left the zone it was expected to be in, so its last known information is used"),)
    else:
        return
    met = n >= at_least
    emit(game, f"{display(game, obj)} {how} {n} {kind} counter{'s' if n != 1 else ''} on it: "
               f"{'' if met else 'not '}{at_least} or more, so {'the rest is' if met else 'nothing more is'} done.", *cites)
    if met:
        run(game, st.get("effect", ()), ctx)
