""""Shuffle Beacon of Destruction into its owner's library." as an instant's or sorcery's last
instruction: the resolving spell moves from the stack into its owner's library, which is then
shuffled (2026 701.24a; the February 2007 rules define shuffling only in their glossary). It is no
longer on the stack, so it isn't put into its owner's graveyard as the final part of its resolution
(2026 608.2n; 2007 413.2h). One cast with flashback is exiled instead (the replacement applies
whenever it would leave the stack); a copy ceases to exist (2026 707.10a); the library is shuffled
all the same (2026 701.24d)."""
from __future__ import annotations

from .effects.base import effect
from .effects.library import shuffle_and_say
from .log import emit
from .targets import display


@effect("shuffle_this_spell_into_library")
def shuffle_this_spell_into_library(game, st, ctx):
    from .zones import move_card
    obj = game.objects.get(ctx.source_id)
    if obj is None or obj.zone != "stack":
        emit(game, f"{ctx.source_name} is no longer on the stack, so its own instruction doesn't shuffle it into a library.",
             ("spell_exiles_itself", "only the resolving spell on the stack leaves it by its own instruction"))
        return
    name = display(game, obj)
    owner = game.players[obj.owner]
    move_card(game, obj, "library")
    where = {"library": "put into its owner's library", "removed_from_game": f"{game.words.removed} instead"}.get(
        obj.zone, "gone (a copy ceases to exist)")
    emit(game, f"{name} is {where}: it has left the stack, so it won't be put into its owner's graveyard as it finishes resolving.",
         ("spell_exiles_itself", "the spell's own instruction moves it before the final part of its resolution"))
    shuffle_and_say(game, owner, f"{owner.name} shuffles their library",
                    later=(("shuffle_empty_set", "the library is shuffled even though no card was put into it"),)
                    if obj.zone != "library" else ())
