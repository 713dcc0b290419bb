"""`{"count": "half_library_rounded_down", "of": player}`: "Target player mills half their library,
rounded down." (Traumatize, Cut Your Losses): half the cards in that player's library as the
instruction is followed, rounded down as the card says (2007 104.1; 2026 107.1a); a player the
reference no longer names (an illegal target) counts 0."""
from __future__ import annotations

from .effects.base import resolve_ref
from .log import emit

#: the count this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists it; it reads "of")
KINDS = ("half_library_rounded_down",)


def counted(game, ctx, amount: dict) -> int:
    found = resolve_ref(game, ctx, amount.get("of", "you"))
    p = None if found is None or found.kind != "player" else game.player_named(found.id)
    if p is None:
        return 0
    size = len(game.zones[(p.index, "library")])
    half = size // 2
    emit(game, f"Half of the {size} card{'s' if size != 1 else ''} in {p.name}'s library, rounded down, is {half}.",
         ("fraction_rounded", "the effect says whether a fraction is rounded up or down: here, down"))
    return half
