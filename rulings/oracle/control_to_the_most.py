"""Control passing to the player with the most of something: "At the beginning of your upkeep, if a player
has more life than each other player, the player with the most life gains control of this creature."
(Ghazbán Ogre, Wild Dogs), "... if a player controls more creatures than each other player, the player who
controls the most creatures gains control of this creature." (Wild Mammoth), "... more Wizards ..."
(Thoughtbound Primoc), "... if a player has more cards in hand than each other player, the player who has
the most cards in hand gains control of this creature." (Sokenzan Renegade).

The intervening "if" (2007 404.3; 2026 603.4) and the player it names read the same measure; the player is
found as the ability resolves and gains control of the permanent for good (layer 2: 2007 418.5a; 2026
613.1b): rulings/engine/control_to_the_most.py.

Precision: only these four measures (a creature type in the plural, read back to its singular, must be one the
rules list); the two halves must name the same one; "the player with the lowest life total ... you choose one
of them" (Loxodon Peacekeeper, a choice among tied players) and any other trigger are not read here.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

_SELF = r"(?:this creature|~)"
_MORE = r"(has more life|has more cards in hand|controls more creatures|controls more (?P<kind>[A-Z][a-z]+)s)"
_MOST = r"(with the most life|who has the most cards in hand|who controls the most creatures|who controls the most (?P<kind2>[A-Z][a-z]+)s)"


def _measure(more: str, kind: str | None) -> str:
    if kind:
        from ..engine.creature_types import CREATURE_TYPES
        if kind not in CREATURE_TYPES:
            raise NotUnderstood(kind)
        return kind
    return {"has more life": "life", "has more cards in hand": "cards_in_hand", "controls more creatures": "creatures"}[more]


_SAME = {"life": "with the most life", "cards_in_hand": "who has the most cards in hand", "creatures": "who controls the most creatures"}


@ability_template(rf"At the beginning of your upkeep, if a player {_MORE} than each other player, the player {_MOST} gains control of {_SELF}\.")
def the_most_gains_control(card, m):
    if not card.types or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    measure = _measure(m.group(1), m.group("kind"))
    if m.group(3) != _SAME.get(measure, f"who controls the most {measure}s"):
        raise NotUnderstood(m.group(0))  # the player named must be the one the condition is about
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
             "if": {"a_player_has_the_most": measure}, "effect": [{"do": "the_most_gains_control", "most": measure}]}]
