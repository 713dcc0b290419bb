""""Discard a card at random" as a cost: an activated ability's ("{3}, Discard a card at random:
Target creature gets +2/+2 until end of turn", Coral Helm) or a spell's additional cost ("As an
additional cost to cast this spell, discard a card at random", Sonic Burst).

The cost is `{"discard": 1, "discard_random": true}` (in an ability's `cost` or a card's
`additional_cost`). The player doesn't choose the card: it is chosen at random from their hand
(2026 701.9b: some effects require a random discard). The scenario fixes the random outcome: the
action's `pay.discard` may name the one card that came up; without it, the last card of the hand.
A player whose hand is empty can't pay the cost (2026 118.3: no cost is paid without the
resources to pay it fully; 2007 409.1h: partial payments are not allowed). Under the 2026 rules a
cost with a random element is paid after all the others (601.2h), so it is paid last here.
"""
from __future__ import annotations

from .errors import IllegalAction
from .log import emit, known
from .targets import display

FIELD = "discard_random"


def problems(cost: dict) -> list[tuple[str, str]]:
    """What is wrong with `discard_random` in a cost, as (field, message) pairs."""
    if FIELD not in cost:
        return []
    if cost[FIELD] is not True:
        return [(FIELD, "must be true")]
    if cost.get("discard") != 1 or cost.get("discard_type") or "or_pay" in cost:
        return [(FIELD, 'goes with "discard": 1 alone ("discard a card at random")')]
    return []


def can_pay(game, player, exclude: str | None = None) -> bool:
    """Whether the player has a card in hand to discard at random (the spell being cast is not one)."""
    return any(oid != exclude for oid in game.zones[(player.index, "hand")])


def pay_random_discard(game, player, named: list, what: str, concept: str) -> None:
    from .zones import move_card
    hand = list(game.zones[(player.index, "hand")])
    if not hand:
        raise IllegalAction(concept, f"{player.name} has no card in hand, so the cost of {what} (discard a card at random) "
                                     f"can't be paid", "illegal_action_reversed")
    if len(named) > 1 or any(c not in hand for c in named):
        raise IllegalAction(concept, f"the card discarded at random for {what} must be one card of {player.name}'s hand, "
                                     f"named in \"pay\": {{\"discard\": [...]}} (given: {', '.join(named)})",
                            "illegal_action_reversed")
    oid = named[0] if named else hand[-1]
    name = display(game, game.objects[oid])
    move_card(game, game.objects[oid], "graveyard")
    emit(game, f"{player.name} discards {name} at random as a cost"
               + ("." if named else " (no card was named for the random outcome: the last card of the hand)."),
         (concept, f"the cost of {what} is paid by the player {game.words.activating if concept != 'pay_total_cost' else game.words.casting} it"),
         *known(game, ("discard_at_random", "the cost requires a random discard rather than the player's choice"),
                ("random_costs_paid_last", "a cost with a random element is paid after the other costs")))
