"""The number of creatures that died this turn: `{"count": "creatures_died_this_turn"}` ("put a
+1/+1 counter on this creature for each creature that died this turn", Khabál Ghoul; "you gain 1
life for each creature that died this turn", Canopy Stalker). Every creature, any player's, put
into a graveyard from the battlefield this turn (2026 700.4 "dies"; 2007 "put into a graveyard
from play"), as morbid.py counts them (zones.leave_play; a scenario that starts in the middle of a
turn gives those before it in `turn.creatures_died`), read once as the instruction is followed
(2007 413.2f; 2026 608.2h)."""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("creatures_died_this_turn",)


def counted(game, ctx, amount: dict) -> int:
    n = game.creatures_died_this_turn
    from .log import emit
    died = "that died this turn" if game.rules.applies("dies") else "put into a graveyard from play this turn"  # 2007: no "dies"
    emit(game, f"{ctx.source_name} counts the creatures {died}: {n} (counted once, as it is read).",
         ("information_determined_once", "the number is counted once, as it is read"))
    return n
