"""Outlast (2026 702.107a; later than February 2007): "Outlast [cost]" means "[Cost],
{T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." The card's
activated ability (its cost, {T} and sorcery timing) is the scenario's; this instruction
is its effect, which cites 702.107a under the 2026 rules, and under the 2007 rules follows
the card's own words (its reminder text) and says so."""
from __future__ import annotations

from .effects.base import effect, permanent
from .effects.library import LATER
from .log import emit
from .targets import display


@effect("outlast", fields=())
def outlast(game, st, ctx):
    obj = permanent(game, ctx, {}, "to", "self")
    zcc = ctx.data.get("source_zcc")
    cited = game.rules.applies("outlast")
    later = "" if cited else f" Outlast {LATER}"
    if obj is None or (zcc is not None and obj.zcc != zcc):
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play}: its outlast puts no counter on anything.{later}")
        return
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
    game.characteristics_changed()
    emit(game, f"A +1/+1 counter is put on {display(game, obj)} (outlast).{later}",
         *((("outlast", "outlast [cost] means \"[cost], {T}: put a +1/+1 counter on this creature; activate only as a sorcery\""),)
           if cited else ()),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
