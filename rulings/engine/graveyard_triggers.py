"""Triggered abilities that work while their card is in its owner's graveyard (`"zone":
"graveyard"` on a triggered ability): "At the beginning of your upkeep, you may return this
card from your graveyard to your hand" (Squee, Goblin Nabob), "Whenever a land you control
enters, you may return this card from your graveyard to the battlefield" (Bloodghast).

An ability whose effect moves its own card out of a zone functions only in that zone (2007:
402.8g; 2026: 113.6m): it triggers only while the card is in the graveyard, never while it is
a permanent. Its controller is the card's owner (2026 113.8: the player who owned the
source, which has no controller outside the battlefield; the engine's controller of a card
outside play is its owner). The trigger remembers which object it came from: if the
card leaves the graveyard before the ability resolves, even to come back, it is a new object
(2007: 217.1c; 2026: 400.7) and nothing returns.

The events read here are those that don't move the card itself (a step begins, a permanent
enters, a spell is cast); a leaves-the-battlefield event is not looked at, as the card that
left can't have been in the graveyard when it happened (2007: 410.10c; 2026: 603.10a)."""
from __future__ import annotations

import dataclasses

EVENTS = ("beginning_of_step", "comes_into_play", "plays_spell")


def graveyard_abilities(card) -> list[dict]:
    return [ab for ab in card.card.get("abilities", ()) if ab.get("kind") == "triggered" and ab.get("zone") == "graveyard"]


def fire_from_graveyards(game, event: str, data: dict) -> None:
    """Every graveyard ability whose trigger condition this event meets triggers now."""
    if event not in EVENTS:
        return
    from .triggers import _matches, _trigger
    for pi in game.apnap():
        for oid in game.zones[(pi, "graveyard")]:
            card = game.objects[oid]
            for ab in graveyard_abilities(card):
                if not _matches(game, ab.get("trigger", {}), card, event, data):
                    continue
                before = len(game.pending)
                _trigger(game, card, card.owner, ab, data, extra_cites=(
                    ("ability_moves_object_out_of_zone", "its effect moves the card out of the graveyard, so it triggers only there"),))
                if len(game.pending) > before:  # the object it came from: a new one later finds nothing (400.7)
                    pt = game.pending[-1]
                    game.pending = game.pending[:-1] + (dataclasses.replace(pt, data=pt.data + (("source_zcc", card.zcc),)),)
