"""Suspend's own instructions (502.59 in 2007): the upkeep trigger removes a
time counter, and the last one plays the card without paying its mana cost."""
from __future__ import annotations

from ..continuous import characteristics
from ..log import emit
from ..state import PendingTrigger, StackItem
from ..targets import display, ref_display
from .base import effect


@effect("remove_time_counter", internal=True)
def remove_time_counter(game, st, ctx):
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "removed_from_game" or obj.counters.get("time", 0) <= 0:
        return
    left = obj.counters["time"] - 1
    obj.counters = {**obj.counters, "time": left}
    emit(game, f"A time counter is removed from {display(game, obj)} ({left} left).",
         ("suspend", "at the beginning of its owner's upkeep a suspended card loses a time counter"))
    from ..time_counters import time_counter_removed  # the card's own "When the last time counter is removed ..."
    time_counter_removed(game, obj, left)
    if left == 0:
        from ..triggers import fire_suspend
        fire_suspend(game, "last_time_counter", obj)


@effect("play_without_paying", internal=True)
def play_without_paying(game, st, ctx):
    """502.59a, 413.2e: the card is played without paying its mana cost, during
    the resolution of its trigger; targets are chosen now (or it stays put)."""
    from ..triggers import _choose_targets
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "removed_from_game":
        return
    card = obj.card
    if game.words.today:  # 2026 702.62a: "you may play it without paying its mana cost if able. If you don't, it remains exiled"
        from ..choices import made_for
        if made_for(game, obj.id).get("cast") is False:
            emit(game, f"{game.players[obj.owner].name} chooses not to cast {display(game, obj)}, so it remains exiled.",
                 ("suspend", "when the last time counter is removed, its owner may cast it without paying its mana cost; "
                             "if they don't, it remains exiled"))
            return
    from ..casting_restrictions import cant_cast_now  # its own "Cast this spell only ...", "one spell each turn" (601.3)
    if cant_cast_now(game, obj.owner, characteristics(game, obj), display(game, obj)):
        return
    specs = tuple(card.get("targets", ()))
    targets = ()
    if specs:
        probe = PendingTrigger(obj.owner, obj.id, obj.zcc, display(game, obj), "", (), specs)
        targets = _choose_targets(game, probe)
        if targets is None:
            emit(game, f"{display(game, obj)} can't be {game.words.cast_past} (no legal target), so it remains {game.words.removed}.",
                 ("suspend", f"if the card can't be {game.words.cast_past}, it remains {game.words.removed}"))
            return
    game.move(obj, "stack", controller=obj.owner)
    game.spells_played = game.spells_played + 1  # played, so it counts for storm (502.30a)
    caster = game.players[obj.owner]
    caster.spells_cast_this_turn = caster.spells_cast_this_turn + 1  # cast: "can't cast more than one spell each turn", surge
    game.push(StackItem(id=obj.id, kind="spell", controller=obj.owner, name=display(game, obj), text=card.get("text", ""),
                        source_id=obj.id, source_zcc=obj.zcc, effect=tuple(card.get("effect", ())), targets=targets,
                        target_specs=specs, data=(("suspended", True),)))
    tg = f" targeting {', '.join(ref_display(game, r) for r in targets)}" if targets else ""
    w = game.words
    emit(game, f"{game.players[obj.owner].name} {w.casts} {display(game, obj)} without paying its mana cost{tg}; it goes on the stack.",
         ("suspend", f"when the last time counter is removed, the card is {w.cast_past} without paying its mana cost"),
         ("spell_goes_on_stack", f"a {w.cast_past} spell goes on top of the stack"))
    from ..triggers import spell_cast
    spell_cast(game, obj.owner, obj, targets)
