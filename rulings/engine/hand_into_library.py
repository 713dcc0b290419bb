""" "Shuffle the cards from your hand into your library, then draw that many cards" (Whirlpool
Rider): the instruction `shuffle_hand_into_library` (`player`) puts every card of that player's
hand into their library and shuffles it (2026 701.24a, also when the hand was empty), and the
count `{"count": "shuffled_this_way"}` (counted_amounts.py) is how many cards it put there."""
from __future__ import annotations

from .effects.base import effect
from .log import emit


@effect("shuffle_hand_into_library", fields=("player",))
def shuffle_hand_into_library(game, st, ctx):
    from .effects.library import GLOSSARY_ONLY, _library, _names, _player as player_of, _shuffled
    p = player_of(game, st, ctx)
    if p is None:
        ctx.data["shuffled_this_way"] = 0
        return
    moved = list(game.zones[(p.index, "hand")])
    for oid in moved:
        game.move(game.objects[oid], "library")
    ctx.data["shuffled_this_way"] = len(moved)  # "then draw that many cards"
    n = _shuffled(game, p, list(_library(game, p)))
    text = (f"{p.name} shuffles the {len(moved)} card{'s' if len(moved) != 1 else ''} from their hand ({_names(game, moved)}) into their "
            f"library ({n} card{'s' if n != 1 else ''}; the engine draws one random order, the same on every replay).")
    if game.rules.applies("shuffle"):
        emit(game, text, ("shuffle", "the cards of the library are put in a random order"))
    else:
        emit(game, f"{text} Shuffling {GLOSSARY_ONLY}.")
