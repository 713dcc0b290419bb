"""Monstrosity and adapt (2026 701.37 / 701.46): keyword actions that put +1/+1
counters on the permanent whose ability says them, each only if a condition
holds as the ability resolves. Both are later than February 2007: under those
rules the card's own words (its reminder text) are followed and no rule is cited."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import amount_of, effect, permanent
from .library import LATER


def _source(game, ctx):
    """The permanent whose ability it is, still the same object (400.7 / 217.1c)."""
    obj = permanent(game, ctx, {}, "to", "self")
    zcc = ctx.data.get("source_zcc")
    if obj is None or (zcc is not None and obj.zcc != zcc):
        return None
    return obj


def _put(game, obj, n: int) -> None:
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + n}
    game.characteristics_changed()


@effect("monstrosity", fields=("amount",))
def monstrosity(game, st, ctx):
    """701.37a: "If this permanent isn't monstrous, put N +1/+1 counters on it and it
    becomes monstrous"; 701.37b: the designation stays until it leaves the battlefield.
    Its "When ~ becomes monstrous" abilities trigger then (event `becomes_monstrous`)."""
    from ..triggers import fire
    n = amount_of(game, ctx, st.get("amount", 1))
    obj = _source(game, ctx)
    cited = game.rules.applies("monstrosity")
    later = () if cited else (f" Monstrosity {LATER}",)
    if obj is None:
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play}: monstrosity {n} does nothing." + "".join(later),
             *((("monstrosity", "only a permanent can become monstrous"),) if cited else ()))
        return
    name = display(game, obj)
    if obj.monstrous:
        emit(game, f"{name} is already monstrous: monstrosity {n} does nothing." + "".join(later),
             *((("monstrosity", "monstrosity N does nothing if the permanent is already monstrous"),) if cited else ()))
        return
    _put(game, obj, n)
    obj.monstrous = True
    emit(game, f"{name} isn't monstrous: {n} +1/+1 counter{'s' if n != 1 else ''} {'is' if n == 1 else 'are'} put on it "
               f"and it becomes monstrous." + "".join(later),
         *((("monstrosity", f"monstrosity {n}: it wasn't monstrous, so it gets {n} +1/+1 counters and becomes monstrous"),
            ("monstrous_designation", "monstrous is a designation it keeps until it leaves the battlefield")) if cited else ()),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
    fire(game, "becomes_monstrous", obj=obj)


@effect("adapt", fields=("amount",))
def adapt(game, st, ctx):
    """701.46a: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N
    +1/+1 counters on it": read as the ability resolves, not as it was activated."""
    n = amount_of(game, ctx, st.get("amount", 1))
    obj = _source(game, ctx)
    cited = game.rules.applies("adapt")
    later = "" if cited else f" Adapt {LATER}"
    cite = (("adapt", f"adapt {n}: +1/+1 counters only if it has none"),) if cited else ()
    if obj is None:
        emit(game, f"{ctx.source_name} is no longer {game.words.in_play}: adapt {n} does nothing.{later}", *cite)
        return
    name = display(game, obj)
    if obj.counters.get("+1/+1", 0) > 0:
        emit(game, f"{name} has +1/+1 counters on it: adapt {n} does nothing.{later}", *cite)
        return
    _put(game, obj, n)
    emit(game, f"{name} has no +1/+1 counters on it: {n} +1/+1 counter{'s' if n != 1 else ''} "
               f"{'is' if n == 1 else 'are'} put on it.{later}", *cite,
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
