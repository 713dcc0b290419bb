""""Target opponent exiles a card from their hand" (Skullcap Snail), "each opponent exiles a card
from their hand" (Yarok's Fenlurker): the player who exiles chooses the card as the effect is
applied (2007: 413.2c; 2026: 608.2d), and it goes from that hand to exile (2007: "removed from the
game", 217.7a; 2026: 406.3). The resolving action's `choices` names it for the source
(`{"source_id": {"cards": [id]}}`, one card of that player's hand; with "each opponent", one per
opponent); without a choice, the last card of the hand. An empty hand exiles nothing."""
from __future__ import annotations

from ..choices import made_for
from ..log import emit
from ..targets import display
from .base import effect, resolve_ref


@effect("exile_from_hand", fields=("player",))
def exile_from_hand(game, st, ctx):
    from ..zones import move_card, named_then_last
    ref = resolve_ref(game, ctx, st.get("player", "target:0"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    hand = list(game.zones[(p.index, "hand")])
    if not hand:
        emit(game, f"{p.name} has no card in hand, so nothing is {game.words.removed}.")
        return
    named = made_for(game, ctx.source_id).get("cards") or ()
    chosen = game.objects[named_then_last(hand, named, 1)[0]]
    default = "" if chosen.id in named else " (no choice was given: the last card of the hand)"
    name = display(game, chosen)
    move_card(game, chosen, "removed_from_game")
    said = f"exiles {name} from their hand" if game.words.today else f"removes {name} (in their hand) from the game"
    emit(game, f"{p.name} chooses and {said}{default}.",
         ("choice_on_resolution", f"{p.name} chooses the card while the effect is applied"))
