""""Mill a card" as a cost ("{T}, Mill a card: Add {C}.", Deranged Assistant): its player puts the top card
of their library into their graveyard as the cost is paid (2026 701.17a), and can't pay it with fewer
cards in the library than it mills (2026 701.17b). The February 2007 rules have no word "mill": the
card's reminder text ("put the top card of your library into your graveyard") is followed, and a cost
that can't be paid in full is refused as any other (2007 409.1h: no partial payments)."""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit
from .targets import display


def pay_mill(game, player, n: int, what: str, concept: str) -> None:
    from .zones import move_card
    library = game.zones[(player.index, "library")]
    if len(library) < n:
        rule = "mill_cost" if game.rules.applies("mill_cost") else "pay_total_cost"
        raise IllegalAction(rule, f"{player.name}'s library holds {len(library)} card(s), so {player.name} can't mill {n} to pay the cost of {what}",
                            "illegal_action_reversed")
    cards = list(reversed(library[-n:]))  # the top card first
    names = ", ".join(display(game, game.objects[oid]) for oid in cards)
    for oid in cards:
        move_card(game, game.objects[oid], "graveyard")
    paid = (concept, f"the cost of {what} is paid by the player {game.words.activating} it")
    if game.rules.applies("mill"):
        emit(game, f"{player.name} mills {n} card{'s' if n != 1 else ''} as a cost: {names}.", paid,
             ("mill", f"{player.name} puts the top {n} card{'s' if n != 1 else ''} of their library into their graveyard"))
    else:
        emit(game, f"{player.name} puts the top {n} card{'s' if n != 1 else ''} of their library into their graveyard as a cost: {names}.", paid)
