""" "Mill three cards, then you may return a land card from your graveyard to your hand" (Eccentric
Farmer, Pothole Mole; Inspiration from Beyond's "then return an instant or sorcery card ...", not
inside `may`): not a target; the player chooses, as the effect is applied,
`amount` cards of their own graveyard that `card` (a target filter's fields: the kind of card)
describes, and puts them into their hand (2007: 413.2c; 2026: 608.2d) -- a card milled by the same
effect included; with none there, nothing is returned. A player with fewer such cards can't choose to do it (optional.py asks
exile_from_graveyard.py's `enough` before the choice). The cards are the action's `choices` for the
source (`{"source_id": {"may": true, "cards": [ids]}}`); without them, the last such cards put there."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import effect
from .exile_from_graveyard import chosen_cards


@effect("return_from_your_graveyard", fields=("amount", "card"))
def return_from_your_graveyard(game, st, ctx):
    you = game.players[ctx.controller]
    chosen, default = chosen_cards(game, st, ctx, you)
    names = ", ".join(display(game, game.objects[oid]) for oid in chosen) or "nothing"
    for oid in chosen:
        game.move(game.objects[oid], "hand")
    emit(game, f"{you.name} returns {names} from their graveyard to their hand{default}.",
         ("choice_on_resolution", f"{you.name} chooses the cards while the effect is applied"))
