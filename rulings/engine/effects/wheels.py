""""Each player discards their hand, then draws cards equal to the greatest number of cards a player
discarded this way" (Windfall, Jace's Archivist): `{"do": "discard_hands_draw_greatest"}`. Each player
discards their whole hand (2026 701.9a: none chosen), in APNAP order (2007 103.4; 2026 101.4); then
each player, in the same order, draws as many cards as the player who discarded the most discarded
(an empty hand discards nothing, and if every hand was empty nobody draws)."""
from __future__ import annotations

from dataclasses import replace

from ..log import emit
from ..targets import TargetRef
from .base import effect, run


@effect("discard_hands_draw_greatest")
def discard_hands_draw_greatest(game, st, ctx):
    players = [game.players[i] for i in game.apnap()]
    emit(game, f"Each player discards their hand, in turn order from the active player: {', '.join(p.name for p in players)}.",
         ("apnap_order", "each player acts in APNAP order: the active player first, then the others in turn order"))
    counts = []
    for p in players:
        sub = replace(ctx, data={**ctx.data, "it": TargetRef("player", p.name, 0)})
        run(game, [{"do": "discard_hand", "player": "it"}], sub)
        counts.append(sub.data.get("discarded_this_way", 0))
    n = max(counts, default=0)
    emit(game, f"The greatest number of cards a player discarded this way is {n}: each player draws {n} card{'s' if n != 1 else ''}.",
         ("apnap_order", "each player draws in APNAP order"))
    for p in players:
        run(game, [{"do": "draw", "amount": n, "player": "it"}], replace(ctx, data={**ctx.data, "it": TargetRef("player", p.name, 0)}))
