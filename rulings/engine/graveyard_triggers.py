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
enters, a spell is cast), recover's "When a creature is put into your graveyard from the
battlefield" (recover.py) and the other "dies" conditions ("Whenever a creature you control dies
while this card is in your graveyard", Furious Forebear): a leaves-the-battlefield ability looks
back in time (2007: 410.10c; 2026: 603.10a), so a card that left the battlefield in that same
event wasn't in the graveyard to see it."""
from __future__ import annotations

import dataclasses

EVENTS = ("beginning_of_step", "comes_into_play", "plays_spell", "leaves_play")
#: a player's second draw of the turn, a crime, a surveil, combat damage to a player (second_draw.py, crimes.py,
#: scry_triggers.py, combat_damage_batches.py): events that move no card, read for the card's owner (its controller here)
EVENTS += ("draws_card", "commits_crime", "surveils", "creatures_deal_combat_damage")
EVENTS += ("you_attack",)  # "Whenever you attack with three or more creatures" (508.3d): graveyard_attacking.py returns it attacking


def graveyard_abilities(card) -> list[dict]:
    return [ab for ab in card.card.get("abilities", ()) if ab.get("kind") == "triggered" and ab.get("zone") == "graveyard"]


def fire_from_graveyards(game, event: str, data: dict) -> None:
    """Every graveyard ability whose trigger condition this event meets triggers now."""
    if event not in EVENTS:
        return
    from .triggers import _trigger
    for pi in game.apnap():
        for oid in game.zones[(pi, "graveyard")]:
            card = game.objects[oid]
            if event == "leaves_play" and (oid == data["obj"].id or game._leaving.get(oid, (None,))[0] == card.zcc - 1):
                continue  # it left the battlefield in this event: it wasn't in the graveyard yet
            for ab in graveyard_abilities(card):
                if not _graveyard_matches(game, ab.get("trigger", {}), card, event, data):
                    continue
                before = len(game.pending)
                _trigger(game, card, card.owner, ab, data, extra_cites=(
                    ("ability_moves_object_out_of_zone", "its effect moves the card out of the graveyard, so it triggers only there"),))
                if len(game.pending) > before:  # the object it came from: a new one later finds nothing (400.7)
                    pt = game.pending[-1]
                    game.pending = game.pending[:-1] + (dataclasses.replace(pt, data=pt.data + (("source_zcc", card.zcc),)),)


def _graveyard_matches(game, trig: dict, card, event: str, data: dict) -> bool:
    from .triggers import _matches
    if trig.get("who") == "creature_you_own":  # recover's trigger condition (recover.py)
        from .recover import owned_creature_into_graveyard
        return event == "leaves_play" and trig.get("event") == "dies" and owned_creature_into_graveyard(game, card, data)
    if "mana_value_min" in trig:  # "When a creature with mana value 6 or greater enters" (Dragon Breath)
        from .continuous import characteristics
        from .target_filter import mana_value
        obj = data.get("obj")
        if event != "comes_into_play" or obj is None or mana_value(game, obj, characteristics(game, obj)) < trig["mana_value_min"]:
            return False
        trig = {k: v for k, v in trig.items() if k != "mana_value_min"}
    if event == "leaves_play" and trig.get("event") != "dies":
        return False
    # "Whenever a creature you control dies [while this card is in your graveyard]" (Furious Forebear): a
    # leaves-the-battlefield trigger looks back in time (2007 410.10c; 2026 603.10a), and fire_from_graveyards
    # has already left out a card that was itself on the battlefield then
    return _matches(game, trig, card, event, data)
