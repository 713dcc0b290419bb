"""Life lost or gained by the controller of the creature of another creature's trigger event:

- "Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life."
  (Marchesa's Decree, Blood Reckoning; Revenge of Ravens: "... and you gain 1 life"), "Whenever a creature
  attacks you, its controller loses 1 life." (Hissing Miasma), "Whenever a creature attacks enchanted player,
  its controller gains 1 life." (Curse of the Forsaken);
- "Whenever a creature blocks, that creature's controller loses 1 life." (Carnage Gladiator);
- "Whenever another creature enters, its controller loses 1 life." (Poisonbelly Ogre).

"That creature's controller" / "its controller" is the player who controls the creature as the ability
resolves, or who controlled it as it last existed on the battlefield if it has left (2007 413.2f; 2026 608.2h;
rulings/engine/effects/its_controller.py), as damage_event_triggers.py reads "~ deals 1 damage to that
creature's controller"; each creature's event triggers the ability once (2007 410.2; 2026 603.2).

Precision: only a permanent's ability, these events, and a printed number; "dies" (Archfiend of the Dross:
"a creature an opponent controls"), "with power 4 or greater", "this turn" and "unless they pay" stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .text import NUMBER, amount

_EVENTS = {"a creature attacks you or a planeswalker you control": {"event": "attacks", "who": "creature_attacking_you_or_your_planeswalker"},
           "a creature attacks you": {"event": "attacks", "who": "creature_attacking_you"},
           "a creature attacks enchanted player": {"event": "attacks", "who": "creature_attacking_enchanted_player"},
           "a creature blocks": {"event": "blocks", "who": "any_creature"},
           "another creature enters": {"event": "comes_into_play", "who": "another_creature"},
           "another creature enters the battlefield": {"event": "comes_into_play", "who": "another_creature"}}


@ability_template(rf"Whenever ({'|'.join(_EVENTS)}), (?:that creature's|its) controller (loses|gains) ({NUMBER}) life"
                  rf"(?: and you (gain|lose) ({NUMBER}) life)?\.")
def event_creatures_controller_life(card, m):
    head, verb, n, your_verb, yours = m.groups()
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    if head == "a creature attacks enchanted player" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))  # a Curse: the player it enchants
    if head.startswith("another") and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # "another": than the creature with the ability
    n = amount(n)
    mine = amount(yours) if yours else None
    if not isinstance(n, int) or n < 1 or (yours and (not isinstance(mine, int) or mine < 1)):
        raise NotUnderstood(m.group(0))
    effect = [{"do": "note_its_controller", "of": "it"},
              {"do": "lose_life" if verb == "loses" else "gain_life", "amount": n, "player": "its_controller"}]
    if yours:
        effect.append({"do": "gain_life" if your_verb == "gain" else "lose_life", "amount": mine, "player": "you"})
    return [{"kind": "triggered", "trigger": dict(_EVENTS[head]), "effect": effect}]
