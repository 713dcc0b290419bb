""" "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library." (Worldspine
Wurm, Dread, Serra Avatar) and "When ~ is put into a graveyard from anywhere, its owner shuffles their
graveyard into their library." (Kozilek, Butcher of Truth; Ulamog, the Infinite Gyre).

The trigger condition can't trigger from the battlefield: it triggers from the graveyard the card was
put into, whichever zone it came from (2007 402.8f; 2026 113.6k), and it is never a
leaves-the-battlefield ability, even when the card died (2026 603.6c): the card that died is the new
object in the graveyard, which the ability finds there (2007 410.10; 2026 400.7e). Its controller is
the card's owner. If the card has left the graveyard before the ability resolves, "it" is not
shuffled in (a new object, 2007 217.1c; 2026 400.7), but the library is shuffled all the same.

The trigger is `{"event": "put_into_graveyard_from_anywhere"}` on a triggered ability with `"zone":
"graveyard"`; zones.leave_play and zones.move_card tell this module of each card put into a graveyard.
"""
from __future__ import annotations

import dataclasses

from .effects.base import effect
from .log import emit, known
from .targets import display

EVENT = "put_into_graveyard_from_anywhere"


def _abilities(card) -> list[dict]:
    return [ab for ab in card.card.get("abilities", ()) if ab.get("kind") == "triggered"
            and ab.get("trigger", {}).get("event") == EVENT]


def arrived(game, obj) -> None:
    """A card was put into a graveyard: its own "from anywhere" abilities trigger there, said once the
    event that put it there is (settle, before the triggered abilities go on the stack)."""
    if obj.zone != "graveyard" or not obj.card.get("abilities") or not _abilities(obj):
        return
    game.graveyard_arrivals = game.graveyard_arrivals + ((obj.id, obj.zcc),)


def settle(game) -> None:
    """The abilities of the cards put into graveyards since the last check trigger (priority.settle)."""
    if not game.graveyard_arrivals:
        return
    arrivals, game.graveyard_arrivals = game.graveyard_arrivals, ()
    for oid, zcc in arrivals:
        _triggered(game, game.objects[oid], zcc)


def _triggered(game, obj, zcc: int) -> None:
    from .triggers import _trigger
    for ab in _abilities(obj):
        before = len(game.pending)
        _trigger(game, obj, obj.owner, ab, {}, extra_cites=(
            ("trigger_off_battlefield", "its trigger condition can't trigger from the battlefield: it triggers from the graveyard"),
            *((("from_anywhere_not_leaving", "\"put into a graveyard from anywhere\" is not a leaves-the-battlefield ability"),)
              if game.rules.applies("from_anywhere_not_leaving") else ())))
        if len(game.pending) > before:  # the object in the graveyard: a new one later finds nothing (400.7)
            pt = game.pending[-1]
            game.pending = game.pending[:-1] + (dataclasses.replace(pt, data=pt.data + (("source_zcc", zcc),)),)


@effect("shuffle_self_into_library")
def shuffle_self_into_library(game, st, ctx):
    """ "Shuffle it into its owner's library": the card, if it is still the object in the graveyard."""
    from .effects.library import shuffle_and_say
    from .zones import move_card
    obj = game.objects.get(ctx.source_id)
    zcc = ctx.data.get("source_zcc")
    if obj is None:
        return
    owner = game.players[obj.owner]
    if obj.zone != "graveyard" or (zcc is not None and obj.zcc != zcc):
        emit(game, f"{ctx.source_name} is no longer in the graveyard, so it isn't shuffled in.",
             ("zone_change_new_object", "a card that changed zones is a new object the ability can't find"))
        shuffle_and_say(game, owner, f"{owner.name} shuffles their library all the same",
                        *known(game, ("shuffle_missing_objects", "the library is shuffled even if the object isn't in the zone it's expected to be in")))
        return
    name = display(game, obj)
    move_card(game, obj, "library")
    shuffle_and_say(game, owner, f"{owner.name} shuffles {name} into their library",
                    ("zone_change_new_object", "when it changes zones it becomes a new object"))
