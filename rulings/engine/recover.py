"""Recover (2007: 502.55a; 2026: 702.59a): "a triggered ability that functions only while the card
with recover is in a player's graveyard. "Recover [cost]" means "When a creature is put into your
graveyard from the battlefield [2007: from play], you may pay [cost]. If you do, return this card
from your graveyard to your hand. Otherwise, exile this card [2007: remove this card from the
game].""

The card carries it as a triggered ability with `"zone": "graveyard"` (graveyard_triggers.py),
trigger `{"event": "dies", "who": "creature_you_own"}` (a creature its owner owns: "your graveyard"
is where a card its owner owns goes, whoever controlled it), and the instruction `recover` with
its mana `cost`. On resolution the action's `choices` for the card (`{"may": true}`) pays the cost
(mana from the pool, else the fewest mana abilities; a cost that can't be paid can't be chosen,
2007 413.2c; 2026 608.2d) and returns the card; otherwise (no choice: not paid) it is exiled. A card
that left the graveyard since the ability triggered is a new object (217.1c / 400.7): nothing
happens to it."""
from __future__ import annotations

from .choices import made_for
from .effects.base import effect
from .effects.unless import pay_generic
from .log import emit
from .targets import display


def owned_creature_into_graveyard(game, card, data: dict) -> bool:
    """The trigger event of recover: a creature its owner owns was put into a graveyard from the
    battlefield (so into its owner's, 400.3 / 217.1a), seen as it last existed there."""
    return (data.get("to_zone") == "graveyard" and data["last"].is_creature and data["obj"].owner == card.owner
            and data["obj"].id != card.id)


@effect("recover", fields=("cost",))
def recover(game, st, ctx):
    you = game.players[ctx.controller]
    cost = st["cost"]
    card = game.objects.get(ctx.source_id)
    cites = [("recover", f"recover {cost}: pay it to return the card to its owner's hand, otherwise it is {game.words.removed}"),
             ("choice_on_resolution", f"{you.name} chooses while the effect is applied whether to pay {cost}")]
    if card is None or card.zone != "graveyard" or card.zcc != ctx.data.get("source_zcc", card.zcc):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so recover does nothing.", *cites,
             ("zone_change_new_object", "a card that changed zones is a new object the ability can't find"))
        return
    name = display(game, card)
    given = made_for(game, ctx.source_id).get("may")
    if given:
        pay_generic(game, you, cost, ctx.source_name)
        game.move(card, "hand")
        emit(game, f"{you.name} pays {cost}: {name} is returned from the graveyard to its owner's hand.", *cites)
        return
    default = "" if given is not None else " (no choice was given: the player doesn't pay)"
    game.move(card, "removed_from_game")
    emit(game, f"{you.name} doesn't pay {cost}{default}, so {name} is {game.words.removed}.", *cites)
