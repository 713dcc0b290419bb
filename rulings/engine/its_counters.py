""""When this creature dies, put its counters on target creature you control" (Dockworker
Drone, Spiteful Squad): every counter the creature had as it last existed on the battlefield
(2007 413.2f; 2026 608.2h: last known information), each kind in its number, put on the
target. The counters are those of the departure that triggered the ability (modular.py
keeps them for each permanent as it leaves)."""
from __future__ import annotations

from .effects.base import effect, permanent
from .log import emit
from .targets import display


@effect("put_its_counters", fields=("to",))
def put_its_counters(game, st, ctx):
    target = permanent(game, ctx, st, "to", "target:0")
    if target is None:
        return
    zcc, _plus, had = (game.counters_as_it_left.get(ctx.source_id, (None, 0, {})) + ({},))[:3]
    source = game.objects.get(ctx.source_id)
    if source is None or zcc != source.zcc or not any(n > 0 for n in had.values()):
        emit(game, f"{ctx.source_name} had no counters on it as it last existed {game.words.in_play}: none are put on {display(game, target)}.",
             ("last_known_information", f"its counters are read as it last existed {game.words.in_play}"))
        return
    target.counters = {**target.counters, **{k: target.counters.get(k, 0) + n for k, n in had.items() if n > 0}}
    game.characteristics_changed()
    said = ", ".join(f"{n} {k} counter{'s' if n != 1 else ''}" for k, n in had.items() if n > 0)
    emit(game, f"{said} {'is' if sum(had.values()) == 1 else 'are'} put on {display(game, target)}: the counters {ctx.source_name} had "
               f"as it last existed {game.words.in_play}.",
         ("last_known_information", f"its counters are read as it last existed {game.words.in_play}"),
         *((("counters_pt", "counters modify power and toughness in their own sublayer"),) if {"+1/+1", "-1/-1"} & set(had) else ()))
