""" "You and target opponent each draw a card" (Sky Crier), "You and target opponent each draw three
cards" (Secret Rendezvous), "you and that player each draw two cards" of a trigger naming a player: the
engine's `you_and_player_each` (rulings/engine/you_and_player.py), the active player drawing first
(2026 121.2c; 2007 103.4). "Another target player", "each player", a choice ("may") stay text only here."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import ref
from .text import NUMBER, amount
from .triggered import EVENT_PLAYER


@effect_template(rf"you and (target opponent|{EVENT_PLAYER}) each draw ({NUMBER}) (cards?)")
def you_and_player_each_draw(eff, m):
    n = amount(m.group(2))
    if not isinstance(n, int) or n < 1 or (n == 1) != (m.group(3) == "card"):
        raise NotUnderstood(m.group(0))
    who = "it" if m.group(1) == EVENT_PLAYER else ref(eff, m.group(1))
    eff.steps.append({"do": "you_and_player_each", "player": who, "effect": [{"do": "draw", "amount": n, "player": "it"}]})
