""""You and target opponent each draw a card" (Sky Crier, Secret Rendezvous), "you and that player each
draw two cards": the instruction `{"do": "you_and_player_each", "player": <ref>, "effect": [...]}`, whose
`effect` (its "it" the player) is followed once for the ability's controller and once for that player,
the active player first, then the other (2007 103.4; 2026 101.4; for draws, 2026 121.2c: "the active
player performs all of their draws first"). A target player that is no longer legal as it resolves is
left out (2007 413.2a; 2026 608.2b); the same player named twice acts once."""
from __future__ import annotations

from dataclasses import replace

from .effects.base import effect, resolve_ref, run
from .log import emit
from .state import TargetRef


@effect("you_and_player_each", fields=("player", "effect"))
def you_and_player_each(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player"))
    chosen = {ctx.controller}
    if ref is not None and ref.kind == "player":
        chosen.add(game.player_named(ref.id).index)
    players = [game.players[i] for i in game.apnap() if i in chosen]
    steps = st.get("effect", ())
    draws = game.words.today and any(s.get("do") == "draw" for s in steps)
    emit(game, f"Each of them in turn order from the active player: {', '.join(p.name for p in players)}.",
         ("apnap_order", "the players act in APNAP order: the active player first, then the other"),
         *((("draws_active_player_first", "the active player performs all of their draws first"),) if draws else ()))
    for p in players:
        run(game, steps, replace(ctx, data={**ctx.data, "it": TargetRef("player", p.name, 0)}))
