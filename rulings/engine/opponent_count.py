""" "Create a number of 1/1 black Rat creature tokens equal to the number of opponents you have"
(Chittering Witch), "where X is the number of opponents you have" (Darksteel Splicer):
`{"count": "opponents_you_have"}`, the players still in the game other than the instruction's
controller (the engine's games have no teams), counted once, as the instruction is followed
(2007 413.2f; 2026 608.2h). A player who has lost is no longer in the game and no longer counts."""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("opponents_you_have",)


def counted(game, ctx, amount: dict) -> int:
    from .log import emit
    n = len(game.opponents(ctx.controller))
    emit(game, f"{ctx.source_name} counts its controller's opponents still in the game: {n} (counted once, as the instruction is followed).",
         ("information_determined_once", "the number is counted once, as the instruction is followed"))
    return n
