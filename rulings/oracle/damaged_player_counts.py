"""The player a creature dealt combat damage to (the trigger event's player, triggered.EVENT_PLAYER: the engine's
"it", 2007 410.2; 2026 510.3a) and what that player controls:

- "Whenever this creature deals combat damage to a player, you gain 1 life for each artifact that player controls."
  (Emissary of Hope), "... that player loses 1 life for each artifact they control." (Emissary of Despair): the
  permanents the words describe that the player controls, counted as the ability resolves (2007 413.2f; 2026
  608.2h): `{"count": "permanents", "filter": ..., "of": "it"}`, as target_player_counts.py counts a target
  player's;
- "Whenever this creature deals combat damage to a player, it deals 1 damage to each creature that player controls."
  (Shockmaw Dragon; Balefire Dragon: "that much damage", the combat damage it dealt that player, 2007 410.6; 2026
  603.2c): each creature that player controls as it resolves (effects/each.py's `controlled_by`), the source the
  creature itself ("it" after "~ deals combat damage": only a creature's own trigger).

Precision: only a singular permanent phrase of the target grammar with no player word of its own; anything else
stays text only."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template
from .targets import described_permanents
from .text import NUMBER, amount
from .triggered import EVENT_PLAYER


def _times(eff, word: str, m) -> dict:
    times = _amount(eff, word)
    if not isinstance(times, int) or times < 1:
        raise NotUnderstood(m.group(0))
    return {} if times == 1 else {"times": times}


@effect_template(rf"you gain ({NUMBER}) life for each ([a-z ]+?) {EVENT_PLAYER} controls")
def you_gain_for_each_the_damaged_player_controls(eff, m):
    amount = {"count": "permanents", "filter": described_permanents(m.group(2), m), "of": "it", **_times(eff, m.group(1), m)}
    eff.steps.append({"do": "gain_life", "amount": amount, "player": "you"})


@effect_template(rf"{EVENT_PLAYER} loses ({NUMBER}) life for each ([a-z ]+?) they control")
def the_damaged_player_loses_for_each_they_control(eff, m):
    amount = {"count": "permanents", "filter": described_permanents(m.group(2), m), "of": "it", **_times(eff, m.group(1), m)}
    eff.steps.append({"do": "lose_life", "amount": amount, "player": "it"})


@ability_template(rf"Whenever ~ deals combat damage to a player, (?:it|~) deals ({NUMBER}|that much) damage to each creature that player controls\.")
def combat_damage_then_each_creature_that_player_controls(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if m.group(1) == "that much":
        n = {"count": "damage_dealt"}
    else:
        n = amount(m.group(1))
        if not isinstance(n, int) or n < 1:
            raise NotUnderstood(m.group(0))
    trigger = {"event": "deals_damage", "who": "self", "to": "player", "combat": True}
    return [{"kind": "triggered", "trigger": trigger,
             "effect": [{"do": "for_each", "permanents": {"types": ["Creature"]}, "controlled_by": "it",
                         "effect": [{"do": "damage", "amount": n, "to": "it"}]}]}]
