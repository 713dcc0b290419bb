""""Exile Temporal Mastery." (and "Return Research the Deep to its owner's hand.") as an
instant's or sorcery's instruction: the spell exiles (returns)
itself from the stack as it resolves. It is then no longer on the stack, so it isn't put into
its owner's graveyard as the final part of its resolution (2026 608.2n; 2007 413.2h, the final
step of the spell's resolution); a spell cast with flashback is exiled all the same. A copy
of the spell leaves the stack and ceases to exist (2026 707.10a)."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .targets import display


@effect("exile_this_spell")
def exile_this_spell(game, st, ctx):
    from .zones import move_card
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "stack":
        emit(game, f"{ctx.source_name} is no longer on the stack, so it isn't {game.words.removed} by its own instruction.",
             ("spell_exiles_itself", "only the resolving spell on the stack exiles itself"))
        return
    name = display(game, obj)
    move_card(game, obj, "removed_from_game")
    w = game.words
    emit(game, f"{name} is {w.removed}" + (" (a copy ceases to exist)" if obj.zone != "removed_from_game" else "")
         + ": it has left the stack, so it won't be put into its owner's graveyard as it finishes resolving.",
         ("spell_exiles_itself", "the spell's own instruction exiles it before the final part of its resolution"))


@effect("return_this_spell_to_hand")
def return_this_spell_to_hand(game, st, ctx):
    """ "Return Research the Deep to its owner's hand." on the resolving instant or sorcery: it
    moves from the stack to its owner's hand, so it isn't put into the graveyard as the final
    part of its resolution; one cast with flashback is exiled instead (its replacement effect
    applies whenever it would leave the stack); a copy ceases to exist (707.10a)."""
    from .zones import move_card
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "stack":
        emit(game, f"{ctx.source_name} is no longer on the stack, so its own instruction doesn't return it to its owner's hand.",
             ("spell_exiles_itself", "only the resolving spell on the stack leaves it by its own instruction"))
        return
    name = display(game, obj)
    move_card(game, obj, "hand")
    where = {"hand": "returned to its owner's hand", "removed_from_game": f"{game.words.removed} instead"}.get(
        obj.zone, "gone (a copy ceases to exist)")
    emit(game, f"{name} is {where}: it has left the stack, so it won't be put into its owner's graveyard as it finishes resolving.",
         ("spell_exiles_itself", "the spell's own instruction moves it before the final part of its resolution"))
