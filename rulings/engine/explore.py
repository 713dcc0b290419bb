"""Explore (2026 701.44a): "that permanent's controller reveals the top card of their
library. If a land card is revealed this way, that player puts that card into their hand.
Otherwise, that player puts a +1/+1 counter on the exploring permanent and may put the
revealed card into their graveyard." The choice is the resolving action's `choices` for the
spell's or ability's source: `cards` naming the revealed nonland card puts it into the
graveyard (none: it stays on top, and the log says no choice was given). A permanent that
has left the battlefield still explores, by its last known information: its last controller
reveals, and no counter is put on it (701.44b-c). A keyword action later than February 2007:
a card that explores is refused as it is cast under those rules (free_cast.refuse_later_keyword),
and the instruction does nothing there, the log saying why."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect, resolve_ref
from .free_cast import LATER_ACTIONS
from .log import emit
from .targets import display

LATER_ACTIONS["explore"] = "701.44"


def _explorer(game, ctx, st):
    """The exploring object and whether it is still the permanent named (not gone, 701.44c)."""
    ref = resolve_ref(game, ctx, st.get("what", "self"))
    if ref is None or ref.kind != "object":
        return None, False
    obj = game.objects.get(ref.id)
    if obj is None:
        return None, False
    return obj, obj.zcc == ref.zcc and obj.zone == "in_play"


@effect("explore", fields=("what",))
def explore(game, st, ctx):
    """`what`: "self" (the default), "it" or "target:N". "It explores, then it explores
    again" is two of these, one after the other. Once it has explored (701.44b), "Whenever a
    creature you control explores" abilities trigger (the event `explores`); one that left the
    battlefield explored too, seen as it last existed there, controlled by the ability's
    controller (701.44c)."""
    if _explore_once(game, st, ctx):
        from .triggers import fire
        obj, there = _explorer(game, ctx, st)
        if there:
            fire(game, "explores", obj=obj)
        elif obj is not None and obj.last_known is not None:
            fire(game, "explores", obj=obj, last=obj.last_known[1], controller=ctx.controller)


def _explore_once(game, st, ctx) -> bool:
    from .zones import move_card
    obj, there = _explorer(game, ctx, st)
    if obj is None:
        return False
    name = display(game, obj)
    # 701.44c: gone, it is read as it last existed: the ability's controller controlled it (the
    # templates compile only an ability's own permanent or "target creature you control")
    p = game.players[obj.controller if there else ctx.controller]
    if not game.words.today:
        emit(game, f"{name} would explore: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['explore']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return False
    library = game.zones[(p.index, "library")]
    if not library:
        emit(game, f"{name} explores: {p.name}'s library is empty, so no card is revealed"
                   + (" and a +1/+1 counter would go on it." if there else "."),
             ("explore_even_if_impossible", "a permanent explores even if some or all of the actions were impossible"))
        if there:  # 701.44a: no land card was revealed, so "otherwise" applies
            _counter(game, obj)
        return True
    top = game.objects[library[-1]]
    card = display(game, top)
    if "Land" in characteristics(game, top).types:
        emit(game, f"{name} explores: {p.name} reveals {card}, a land card, and puts it into their hand.",
             ("explore", "a land card revealed this way is put into the player's hand"),
             ("reveal", "the revealed card stays where it is until it is moved"))
        move_card(game, top, "hand")
        return True
    binned = top.id in (made_for(game, ctx.source_id).get("cards") or ())
    emit(game, f"{name} explores: {p.name} reveals {card}, a nonland card"
               + (f"; a +1/+1 counter is put on {name}" if there else f"; {name} has left the battlefield, so no counter is put on it")
               + (f", and {card} is put into the graveyard." if binned else
                  f", and {card} stays on top of the library"
                  + ("." if "cards" in made_for(game, ctx.source_id) else " (no choice was given: it stays on top).")),
         ("explore", "otherwise a +1/+1 counter is put on the exploring permanent and the revealed card may go to the graveyard"))
    if there:
        _counter(game, obj)
    if binned:
        move_card(game, top, "graveyard")
    return True


def _counter(game, obj) -> None:
    """A +1/+1 counter on the exploring permanent (as put_counters: layer 7d, 613.4d)."""
    obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
    game.characteristics_changed()
    emit(game, f"1 +1/+1 counter is put on {display(game, obj)}.",
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
