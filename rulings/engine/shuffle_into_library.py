""" "Its owner shuffles it into their library" (Unravel the Aether, Deglamer; "The owner of target
permanent shuffles it into their library"): the permanent leaves play for its owner's library (a new
object: 2007 217.1c / 2026 400.7), then that library is shuffled (2026 701.24a; 2007 has no
numbered rule for shuffling: the glossary's word, said so in the log). If the permanent has left
play before the instruction, nothing happens and nothing is shuffled (the player shuffles "it" in).
"""
from __future__ import annotations

from .effects.base import effect, permanent
from .effects.library import shuffle_and_say
from .targets import display
from .zones import leave_play


@effect("shuffle_into_library", fields=("what",))
def shuffle_into_library(game, st, ctx):
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    owner = game.players[obj.owner]
    leave_play(game, obj, "library", "shuffled into its owner's library", top=True)
    shuffle_and_say(game, owner, f"{owner.name} shuffles {name} into their library",
                    ("zone_change_new_object", "when it changes zones it becomes a new object"))
