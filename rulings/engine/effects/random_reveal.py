""""Target opponent reveals a card at random from their hand" (Planeswalker's Mirth, Ignite Memories,
Merfolk Spy's "that player"): one card of that player's hand, picked by chance, is shown to all players and
stays in the hand (2026 701.20a-b; 2007 defines revealing only in its glossary). Chance, not a player, picks
it: the resolving action's `choices` for the source names the card chance picked (`{"source_id": {"cards":
[id]}}`, one card of that hand), as for a random discard; without it, the last card of the hand, and the
log says so. The card revealed is what "that card's mana value" after it counts (`revealed_mana_value`,
effects/digging.py: the engine's `dug`). An empty hand reveals nothing, and that count is 0."""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
from ..log import emit
from ..targets import display
from .base import effect, resolve_ref
from .library import GLOSSARY_ONLY


@effect("reveal_at_random", fields=("player",))
def reveal_at_random(game, st, ctx):
    ctx.data["dug"] = []
    ref = resolve_ref(game, ctx, st.get("player", "target:0"))
    if ref is None or ref.kind != "player":
        return
    p = game.player_named(ref.id)
    hand = list(game.zones[(p.index, "hand")])
    if not hand:
        emit(game, f"{p.name} has no card in hand, so nothing is revealed.",
             ("impossible_as_much_as_possible", "the hand holds no card to reveal"))
        return
    named = list(made_for(game, ctx.source_id).get("cards") or ())
    if named and (len(named) != 1 or named[0] not in hand):
        raise IllegalAction("impossible_as_much_as_possible", f"choices.{ctx.source_id}.cards must name the one card of "
                                                              f"{p.name}'s hand chance picked ({', '.join(hand)})")
    card = named[0] if named else hand[-1]
    default = "" if named else " (no choice was given: the last card of the hand stands for the one chance picks)"
    text = f"{p.name} reveals a card at random from their hand: {display(game, game.objects[card])}{default}."
    cites = [("reveal", "the revealed card is shown to all players and stays in the hand")] if game.rules.applies("reveal") else []
    emit(game, text if game.words.today else f"{text} Revealing {GLOSSARY_ONLY}.", *cites)
    ctx.data["dug"] = [card]
