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
    game._zone_snap.pop((obj.owner, "removed_from_game"), None)  # the card changes in exile: see time_counter_removed
    obj.counters = {**obj.counters, "time": obj.counters.get("time", 0) + n}
    cites = [("spell_exiles_itself", "the spell's own instruction exiles it before the final part of its resolution")]
    if _has_suspend(obj):
        cites.append(("suspended_card", f"a card with suspend {w.removed} with a time counter on it is suspended"))
        after = "; it has suspend, so it is now suspended"
    else:
        after = "; it has no suspend, so it is not suspended"
    emit(game, f"{name} is {w.removed} with {n} time counter{'s' if n != 1 else ''} on it: it has left the stack, so it won't be "
               f"put into its owner's graveyard as it finishes resolving{after}.", *cites)


#: a card's own triggered abilities that work from exile as its time counters are removed
#: ("Whenever a time counter is removed from this card while it's exiled, ..." / "When the last
#: time counter is removed from this card while it's exiled, ...", Riftmarked Knight)
EXILE_EVENTS = ("time_counter_removed_in_exile", "last_time_counter_removed_in_exile")


def time_counter_removed(game, obj, left: int) -> None:
    """A time counter was removed from `obj` in exile, `left` remaining: its abilities that trigger on
    it trigger, controlled by its owner (a card in exile has no controller). They state that they work
    in exile, so they do there (2026 113.6b; 2007 402.8b); they trigger as suspend's last-counter
    trigger does, at the same time."""
    from .triggers import _trigger
    # the replay's snapshot of a zone outside play is reused while the zone's list is the same (snapshot.py: a
    # card there changes only as it moves), but a counter removed in exile changes the card where it is
    game._zone_snap.pop((obj.owner, "removed_from_game"), None)
    for ab in obj.card.get("abilities", ()):
        event = ab.get("kind") == "triggered" and (ab.get("trigger") or {}).get("event")
        if event == "time_counter_removed_in_exile" or (event == "last_time_counter_removed_in_exile" and left == 0):
            _trigger(game, obj, obj.owner, ab, {}, extra_cites=(
                ("ability_functions_in_zone", f"the ability states that it works while the card is {game.words.removed}"),))


def had_no_time_counters(game, source_id: str | None) -> bool:
    """ "When this creature dies, if it had no time counters on it" (Deadly Grub, a creature with
    vanishing): the counters it had as it last existed on the battlefield (a leaves-the-battlefield
    ability looks back in time, 2026 603.10a, 2007 410.10d; last known information, 2026 608.2h, 2007
    413.2f), noted as it left (modular.remember); that can't change, so the intervening "if" reads the
    same as the ability resolves (2026 603.4; 2007 404.3). None noted: it didn't leave the battlefield,
    and the condition is false."""
    left = (game.counters_as_it_left or {}).get(source_id) if source_id else None
    return left is not None and not left[2].get("time", 0)
