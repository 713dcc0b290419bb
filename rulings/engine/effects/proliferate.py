"""Proliferate (2026: 701.34a): "choose any number of permanents and/or
players that have a counter, then give each one additional counter of each
kind that permanent or player already has". The choice is the action's
`choices` for the source: {"proliferate": ["id or player", ...]}; without it
none is chosen (any number includes none), and the log says so. The engine's
player counters are poison and energy counters. Proliferate came after February 2007: the
card's words are followed and 701.34a is cited only under 2026."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..targets import display, ref_for
from .base import effect
from .library import LATER


def _has_counters(game, ref) -> bool:
    if ref.kind == "player":
        p = game.player_named(ref.id)
        return p.poison > 0 or p.energy > 0
    obj = game.objects[ref.id]
    return obj.zone == "in_play" and any(n > 0 for n in obj.counters.values())


@effect("proliferate")
def proliferate(game, st, ctx):
    chosen = made_for(game, ctx.source_id).get("proliferate")
    field = f"choices.{ctx.source_id}.proliferate"
    refs, seen = [], set()
    for i, raw in enumerate(chosen or ()):
        ref = ref_for(game, raw)
        if ref is None or (ref.kind, ref.id) in seen or not _has_counters(game, ref):
            why = ("no such permanent or player" if ref is None else "it is chosen twice" if (ref.kind, ref.id) in seen
                   else "it is not a permanent or player with a counter")
            raise IllegalAction("choice_on_resolution", f"{field}[{i}]: {raw} can't be chosen to proliferate: {why}")
        seen.add((ref.kind, ref.id))
        refs.append(ref)
    given = []
    for ref in refs:
        if ref.kind == "player":
            p = game.player_named(ref.id)
            kinds = []
            if p.poison:
                p.poison += 1
                kinds.append(f"a poison counter ({p.poison} in all)")
            if p.energy:
                p.energy += 1
                kinds.append(f"an energy counter ({p.energy} in all)")
            given.append(f"{p.name} {' and '.join(kinds)}")
            continue
        obj = game.objects[ref.id]
        kinds = [k for k, n in obj.counters.items() if n > 0]
        obj.counters = {**obj.counters, **{k: obj.counters[k] + 1 for k in kinds}}
        given.append(f"{display(game, obj)} a {' and a '.join(kinds)} counter")
    if refs:
        game.characteristics_changed()
    text = (f"{game.players[ctx.controller].name} proliferates: " +
            ("; ".join(f"gives {g}" for g in given) if given else
             "chooses nothing" + ("" if chosen is not None else " (no choice was given: none is chosen)")) + ".")
    if game.rules.applies("proliferate"):
        emit(game, text, ("proliferate", "each permanent and player chosen gets one more counter of each kind it already has"))
    else:
        emit(game, f"{text} Proliferate {LATER}.")
