""" "When this creature dies, shuffle it into its owner's library." (Alabaster Dragon; "you may" on Angel of Fury;
", then scry 2" on Cavalier of Gales): the instruction `{"do": "shuffle_died_card_into_library", "what": "it"}`.

A leaves-the-battlefield ability finds the card in the graveyard it was put into (2007 410.10c; 2026 603.10a;
"it" is the trigger event's object as it is after the event, effects/base.resolve_ref). The card goes into its
OWNER's library (2007 217.1a; 2026 400.3), a new object (2007 217.1c; 2026 400.7), and that library is shuffled.
If the card has left the graveyard before the ability resolves (exiled, returned), it is a new object the
ability can't find and stays where it is, but the library is shuffled all the same (2026 701.24c)."""
from __future__ import annotations

from .effects.base import effect, object_of, resolve_ref
from .log import emit, known
from .targets import display


@effect("shuffle_died_card_into_library", fields=("what",))
def shuffle_died_card_into_library(game, st, ctx):
    from .effects.library import shuffle_and_say
    from .zones import move_card
    card = object_of(game, resolve_ref(game, ctx, st.get("what", "it")))
    source = game.objects.get(ctx.source_id)
    if card is None or card.zone != "graveyard":
        owner = game.players[(card or source).owner] if (card or source) is not None else game.players[ctx.controller]
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so it isn't shuffled in.",
             ("zone_change_new_object", "a card that changed zones is a new object the ability can't find"))
        shuffle_and_say(game, owner, f"{owner.name} shuffles their library all the same",
                        *known(game, ("shuffle_missing_objects", "the library is shuffled even if the object isn't in the zone it's expected to be in")))
        return
    owner = game.players[card.owner]
    name = display(game, card)
    move_card(game, card, "library")
    shuffle_and_say(game, owner, f"{owner.name} shuffles {name} into their library",
                    ("card_to_owners_zone", "a card put into a library goes to its owner's"),
                    ("zone_change_new_object", "when it changes zones it becomes a new object"))
