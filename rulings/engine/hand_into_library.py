""" "Shuffle the cards from your hand into your library, then draw that many cards" (Whirlpool
Rider): the instruction `shuffle_hand_into_library` (`player`) puts every card of that player's
hand into their library and shuffles it (2026 701.24a, also when the hand was empty), and the
count `{"count": "shuffled_this_way"}` (counted_amounts.py) is how many cards it put there."""
from __future__ import annotations

from .effects.base import effect


@effect("shuffle_hand_into_library", fields=("player",))
def shuffle_hand_into_library(game, st, ctx):
    from .effects.library import _names, _player as player_of, shuffle_and_say
    p = player_of(game, st, ctx)
    if p is None:
        ctx.data["shuffled_this_way"] = 0
        return
    moved = list(game.zones[(p.index, "hand")])
    for oid in moved:
        game.move(game.objects[oid], "library")
    ctx.data["shuffled_this_way"] = len(moved)  # "then draw that many cards"
    shuffle_and_say(game, p, f"{p.name} shuffles the {len(moved)} card{'s' if len(moved) != 1 else ''} from their hand "
                             f"({_names(game, moved)}) into their library")
