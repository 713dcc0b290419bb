""""Exile Arc Blade with three time counters on it." as an instant's or sorcery's last instruction
(the Time Spiral block's suspend spells; under the February 2007 rules "Remove Arc Blade from the
game with three time counters on it"): the resolving spell leaves the stack for exile, so it isn't put
into its owner's graveyard as the final part of its resolution (2026 608.2n; 2007 413.2h), and the
card gets that many time counters there. A card with suspend in exile with a time counter on it is
suspended (2026 702.62b; 2007 502.59b), so suspend's own upkeep trigger removes the counters one by
one and the last one casts it again (triggers.fire_suspend); a card without suspend just stays in
exile with its counters. A spell cast with flashback is exiled all the same (flashback's replacement
sends it nowhere else) and gets the counters; a copy of the spell ceases to exist (2026 707.10a)."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .targets import display


@effect("exile_this_spell_with_time_counters", fields=("count",))
def exile_this_spell_with_time_counters(game, st, ctx):
    from .triggers import _has_suspend
    from .zones import move_card
    obj = game.objects.get(ctx.source_id)
    w = game.words
    if obj is None or obj.zone != "stack":
        emit(game, f"{ctx.source_name} is no longer on the stack, so it isn't {w.removed} by its own instruction.",
             ("spell_exiles_itself", "only the resolving spell on the stack exiles itself"))
        return
    name = display(game, obj)
    move_card(game, obj, "removed_from_game")
    if obj.zone != "removed_from_game":
        emit(game, f"{name} leaves the stack: a copy ceases to exist, so nothing gets time counters.",
             ("spell_exiles_itself", "the spell's own instruction exiles it before the final part of its resolution"))
        return
    n = int(st.get("count", 1))
    obj.counters = {**obj.counters, "time": obj.counters.get("time", 0) + n}
    cites = [("spell_exiles_itself", "the spell's own instruction exiles it before the final part of its resolution")]
    if _has_suspend(obj):
        cites.append(("suspended_card", f"a card with suspend {w.removed} with a time counter on it is suspended"))
        after = "; it has suspend, so it is now suspended"
    else:
        after = "; it has no suspend, so it is not suspended"
    emit(game, f"{name} is {w.removed} with {n} time counter{'s' if n != 1 else ''} on it: it has left the stack, so it won't be "
               f"put into its owner's graveyard as it finishes resolving{after}.", *cites)
