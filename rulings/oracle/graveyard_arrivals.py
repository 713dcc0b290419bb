""" "When ~ is put into a graveyard from anywhere, shuffle it into its owner's library." (Worldspine Wurm,
Dread, Serra Avatar, Vigor) and "When ~ is put into a graveyard from anywhere, its owner shuffles their
graveyard into their library." (Kozilek, Butcher of Truth; Ulamog, the Infinite Gyre; Emrakul, the Aeons
Torn): a triggered ability that triggers from the graveyard whichever zone the card came from (2007
402.8f; 2026 113.6k, 603.6c), rulings/engine/graveyard_arrivals.py. Only on a permanent card: an instant's
or sorcery's paragraphs are its effect.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

EFFECTS = {
    "shuffle it into its owner's library": [{"do": "shuffle_self_into_library"}],
    # the card's owner is the ability's controller (2026 113.8; the engine's controller of a card outside play)
    "its owner shuffles their graveyard into their library": [{"do": "shuffle_graveyard_into_library", "player": "you"}],
}


@ability_template(r"When ~ is put into a graveyard from anywhere, (shuffle it into its owner's library"
                  r"|its owner shuffles their graveyard into their library)\.")
def put_into_a_graveyard_from_anywhere(card, m) -> list[dict]:
    if {"Instant", "Sorcery"} & set(card.types) or not card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "zone": "graveyard", "trigger": {"event": "put_into_graveyard_from_anywhere"},
             "effect": [dict(st) for st in EFFECTS[m.group(1)]]}]
