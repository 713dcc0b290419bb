""""Target player reveals their hand and discards all nonland cards" (Amnesia), "... discards all Trap cards"
(Trapfinder's Trick): the instruction `{"do": "discard_all_of", "player": <ref>, "for": <quality>}` (the
quality as a dig reads it: `types`, `not_types`, `subtypes`, ...; effects/digging.py `fits`). The player
reveals their hand (2007 has no rule for it; 2026 701.20a-b) and discards every card of it of that quality,
none chosen (2026 701.9a; 2007 "discard"): all of them at once."""
from __future__ import annotations

from .effects.base import effect, resolve_ref
from .effects.digging import describe, fits
from .effects.players import discard_cards, discard_cited
from .log import emit
from .targets import display


@effect("discard_all_of", fields=("player", "for"))
def discard_all_of(game, st, ctx):
    ref = resolve_ref(game, ctx, st.get("player", "target:0"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    hand = list(game.zones[(p.index, "hand")])
    names = ", ".join(display(game, game.objects[oid]) for oid in hand) or "no cards"
    emit(game, f"{p.name} reveals their hand: {names}.",
         *((("reveal", "revealed cards are shown to all players and stay in the hand"),) if game.rules.applies("reveal") else ()))
    chosen = [oid for oid in hand if fits(game, game.objects[oid], st["for"])]
    what = describe(st["for"], game.words.today)
    ctx.data["discarded_this_way"] = len(chosen)
    if not chosen:
        emit(game, f"{p.name}'s hand holds no {what}: nothing is discarded.")
        return
    discarded = discard_cards(game, chosen)
    emit(game, f"{p.name} discards every {what} of their hand: {', '.join(discarded)}.",
         *discard_cited(game))
