"""A permanent's damage to the creature of another creature's trigger event, or to its controller (or to a land's):

- "Whenever a creature enters, this enchantment deals 2 damage to it." (Aether Flash), "Whenever a
  creature attacks, this artifact deals 1 damage to it." (Caltrops), "Whenever a creature attacks or
  blocks, this enchantment deals 2 damage to it." (Powerstone Minefield: two abilities, one for each
  event): "it" is the creature of the event; if it has left the battlefield by the time the ability
  resolves, it is dealt nothing (2007 413.2a; 2026 608.2b: the object is gone).
- "Whenever another creature enters, this creature deals 1 damage to that creature's controller."
  (Rampaging Ferocidon), "Whenever a creature blocks, this enchantment deals 1 damage to that
  creature's controller." (Battle Strain, Heat of Battle), "Whenever a creature dies, this artifact
  deals 2 damage to that creature's controller." (Dingus Staff): the player who controls the creature
  as the ability resolves, or who controlled it as it last existed on the battlefield if it has left
  (2007 413.2f; 2026 608.2h; rulings/engine/effects/its_controller.py).
- "Whenever a land enters, this artifact deals 2 damage to that land's controller." (Ankh of Mishra),
  "Whenever a land is put into a graveyard from the battlefield, ..." (Dingus Egg): any land, whoever
  controls it (the engine's `any_land`), its controller read the same way.

- "Whenever a creature is dealt damage, this enchantment deals that much damage to that creature's
  controller." (Repercussion), "Whenever this creature is dealt damage, it deals that much damage to
  each player." (Coalhauler Swine): "that much" is all the damage dealt to that creature at once.

The source is the permanent; each creature's event triggers it once (2007 410.2; 2026 603.2), a
creature dying with it included (2007 410.10d; 2026 603.10a: "dies" looks back in time).

Precision: only a permanent's ability and these exact events and recipients; "it" / "that creature"
after "dies" (a creature in a graveyard is dealt no damage), "a creature without flying attacks you",
"another creature attacks" and any other amount than a number stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .text import NUMBER, amount

_EVENTS = {"enters": ("comes_into_play",), "enters the battlefield": ("comes_into_play",), "attacks": ("attacks",),
           "blocks": ("blocks",), "attacks or blocks": ("attacks", "blocks"), "dies": ("dies",)}
_WHO = {"a creature": "any_creature", "another creature": "another_creature"}


@ability_template(rf"Whenever (a creature|another creature) (enters|enters the battlefield|attacks|blocks|attacks or blocks|dies), "
                  rf"~ deals ({NUMBER}) damage to (it|that creature|that creature's controller)\.")
def damage_to_the_event_creature_or_its_controller(card, m):
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    events = _EVENTS[m.group(2)]
    to_creature = m.group(4) != "that creature's controller"
    if to_creature and "dies" in events:
        raise NotUnderstood(m.group(0))
    if m.group(1) == "another creature" and events != ("comes_into_play",) and events != ("dies",):
        raise NotUnderstood(m.group(0))  # "another creature attacks": not a wording this reads
    n = amount(m.group(3))
    if not isinstance(n, int):
        raise NotUnderstood(m.group(0))
    if to_creature:
        effect = [{"do": "damage", "amount": n, "to": "it"}]
    else:
        effect = [{"do": "note_its_controller", "of": "it"}, {"do": "damage", "amount": n, "to": "its_controller"}]
    return [{"kind": "triggered", "trigger": {"event": ev, "who": _WHO[m.group(1)]}, "effect": [dict(st) for st in effect]}
            for ev in events]


# --- Ankh of Mishra, Dingus Egg: "Whenever a land enters / is put into a graveyard from the battlefield" ---
_LAND_EVENTS = {"enters": "comes_into_play", "enters the battlefield": "comes_into_play",
                "is put into a graveyard from the battlefield": "dies"}


@ability_template(rf"Whenever a land (enters|enters the battlefield|is put into a graveyard from the battlefield), "
                  rf"~ deals ({NUMBER}) damage to that land's controller\.")
def damage_to_the_lands_controller(card, m):
    """Ankh of Mishra, Dingus Egg: any land, whoever controls it; its controller as the ability
    resolves, or as the land last existed on the battlefield if it has left (2007 413.2f; 2026 608.2h;
    a land put into a graveyard is seen as it last existed there, 2007 410.10d; 2026 603.10a)."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    n = amount(m.group(2))
    if not isinstance(n, int):
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": _LAND_EVENTS[m.group(1)], "who": "any_land"},
             "effect": [{"do": "note_its_controller", "of": "it"}, {"do": "damage", "amount": n, "to": "its_controller"}]}]


# --- "that much": the damage a creature was dealt (one trigger for all of it dealt at once) ------------
@ability_template(r"Whenever a creature is dealt damage, ~ deals that much damage to that creature's controller\.")
def creature_dealt_damage_that_much_to_its_controller(card, m):
    """Repercussion: once for all the damage dealt to one creature at once, "that much" being that total
    (2007 410.6; 2026 603.2c), to the player who controls the creature as the ability resolves, or who
    controlled it as it last existed on the battlefield (2007 413.2f; 2026 608.2h)."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dealt_damage", "who": "any_creature"},
             "effect": [{"do": "note_its_controller", "of": "it"},
                        {"do": "damage", "amount": {"count": "damage_dealt"}, "to": "its_controller"}]}]


@ability_template(r"Whenever ~ is dealt damage, it deals that much damage to (each player|each opponent)\.")
def dealt_damage_that_much_to_each(card, m):
    """Coalhauler Swine: the creature deals the damage it was dealt to each player (each opponent) in
    APNAP order (2007 103.4; 2026 101.4), even if that damage destroyed it, as it last existed on the
    battlefield (2007 413.2f; 2026 608.2h)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    players = "each_player" if m.group(1) == "each player" else "each_opponent"
    return [{"kind": "triggered", "trigger": {"event": "dealt_damage", "who": "self"},
             "effect": [{"do": "for_each", "players": players,
                         "effect": [{"do": "damage", "amount": {"count": "damage_dealt"}, "to": "it"}]}]}]
