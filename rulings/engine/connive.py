"""Connive (2026 701.50a): "that permanent's controller draws a card, then discards a card. If a
nonland card is discarded this way, that player puts a +1/+1 counter on the conniving
permanent." The discarded card is the discarding player's choice: the resolving action's
`choices` for the spell's or ability's source, `{"source_id": {"cards": ["id"]}}` (none: the last
card of the hand, and the log says no choice was given). A permanent that has left the
battlefield still connives by its last known information (701.50b): the ability's controller
draws and discards, and no counter is put on it. It connives even if some or all of those
actions were impossible (701.50f). A keyword action later than February 2007: a card that
connives is refused as it is cast under those rules (free_cast.refuse_later_keyword), and the
instruction does nothing there, the log saying why."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import effect, resolve_ref
from .free_cast import LATER_ACTIONS
from .log import emit
from .targets import display

LATER_ACTIONS["connive"] = "701.50"


@effect("connive", fields=("what",))
def connive(game, st, ctx):
    """`what`: "self" (the default), "it" (the trigger event's creature) or "target:N"."""
    from .life_and_draws import draw_cards
    from .zones import move_card, named_then_last
    ref = resolve_ref(game, ctx, st.get("what", "self"))
    obj = game.objects.get(ref.id) if ref is not None and ref.kind == "object" else None
    if obj is None:
        return
    there = obj.zcc == ref.zcc and obj.zone == "in_play"
    name = display(game, obj)
    if not game.words.today:
        emit(game, f"{name} would connive: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['connive']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    p = game.players[obj.controller if there else ctx.controller]
    emit(game, f"{name} connives: {p.name} draws a card, then discards a card"
               + ("." if there else f" ({name} has left the battlefield: its last known information says who connives)."),
         ("connive", "its controller draws a card, then discards a card; a nonland card discarded puts a +1/+1 counter on it"))
    draw_cards(game, p, 1)
    hand = game.zones[(p.index, "hand")]
    named = made_for(game, ctx.source_id).get("cards") or ()
    chosen = named_then_last(hand, named, 1)
    if not chosen:
        emit(game, f"{p.name} has no card in hand to discard.",
             ("connive_even_if_impossible", "a permanent connives even if some or all of those actions were impossible"))
        return
    card = game.objects[chosen[0]]
    nonland = "Land" not in characteristics(game, card).types
    said = display(game, card)
    move_card(game, card, "graveyard")
    emit(game, f"{p.name} discards {said}" + (" (no choice was given: the last card of the hand)" if chosen[0] not in named else "")
               + (", a nonland card." if nonland else ", a land card: no counter is put on anything."))
    if nonland and there:
        obj.counters = {**obj.counters, "+1/+1": obj.counters.get("+1/+1", 0) + 1}
        game.characteristics_changed()
        emit(game, f"A +1/+1 counter is put on {name} (it connived and a nonland card was discarded).",
             ("connive", "a nonland card was discarded this way: a +1/+1 counter on the conniving permanent"),
             ("counters_pt", "counters modify power and toughness in their own sublayer"))
    elif nonland:
        emit(game, f"{name} has left the battlefield, so no +1/+1 counter is put on it.",
             ("connive_even_if_impossible", "a permanent connives even if some or all of those actions were impossible"))
