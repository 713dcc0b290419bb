"""Damage triggers and damage-linked instructions:

- "Whenever this creature / enchanted creature / equipped creature deals damage, you
  gain that much life" (Spirit Link, Exalted Angel, Armadillo Cloak): one trigger for all
  the damage the creature deals at the same time, whatever the number of recipients, and
  "that much" is the total (2007: 410.6 with 310.4; 2026: 603.2c with 510.2): the
  engine's `damage_events.py` (a `deals_damage` trigger that names no recipient).

- "Target creature you control deals damage equal to its power to target creature you don't
  control" (bite), "It deals damage equal to its power to ..." after a target creature, and
  "Target creature deals damage to itself equal to its power": the creature is the source
  (2007: 413.2a; 2026: 608.2b for an illegal target).
- "Target creature you control fights target creature you don't control", "It fights ..."
  (2026 701.14; later than 2007, whose rules follow the reminder text).

Anything else stays text only: a recipient named ("deals damage to a player" is
triggered.py's), any other instruction after the comma, a
noncreature "~" (this template's "~" is the creature that has the ability).
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template
from .targets import CREATURE_TARGETS, DAMAGE_TARGETS, TARGET_RE, ref

_WHO = {"~": "self", "enchanted creature": "enchanted", "equipped creature": "equipped", "a creature you control": "creature_you_control"}


@ability_template(r"Whenever (~|enchanted creature|equipped creature|a creature you control) deals (combat )?damage, you gain that much life\.")
def deals_damage_gain_that_much(card, m):
    """Spirit Link's "you gain that much life": the damage dealt in the one event. Noble
    Purpose's "Whenever a creature you control deals combat damage": each creature's combat
    damage is its own event (once for each creature, whatever the number of recipients)."""
    who = _WHO[m.group(1)]
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if who in ("enchanted", "equipped") and ("Aura" if who == "enchanted" else "Equipment") not in card.subtypes:
        raise NotUnderstood(m.group(0))
    trigger = {"event": "deals_damage", "who": who, "to": "any"}
    if m.group(2):
        trigger["combat"] = True
    return [{"kind": "triggered", "trigger": trigger,
             "effect": [{"do": "gain_life", "amount": {"count": "damage_dealt"}, "player": "you"}]}]


@ability_template(r"Whenever (~|enchanted creature) is dealt (combat )?damage, you gain that much life\.")
def dealt_damage_gain_that_much(card, m):
    """Soul Link, Wall of Essence: all the damage dealt to the creature at once is one event,
    and "that much" is all of it (2007: 410.6; 2026: 603.2c: damage_events.py); "combat
    damage" is the combat damage step's only (2007: 310.4; 2026: 510.2)."""
    who = _WHO[m.group(1)]
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if who == "enchanted" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    trigger = {"event": "dealt_damage", "who": who}
    if m.group(2):
        trigger["combat"] = True
    return [{"kind": "triggered", "trigger": trigger,
             "effect": [{"do": "gain_life", "amount": {"count": "damage_dealt"}, "player": "you"}]}]


# --- a creature deals damage equal to its power: bite, fight (rulings/engine/effects/fight.py) ---
_DEALER = r"target creature(?: you control)?|it"


def _dealer(eff, phrase: str) -> str:
    """The creature that deals the damage: a target creature, or "it" (the target before)."""
    from .targets import is_creature
    if phrase.lower() == "it":
        if eff.last_target is None or not is_creature(eff.targets[-1]):
            raise NotUnderstood(phrase)
        return eff.last_target
    return ref(eff, phrase, CREATURE_TARGETS)


@effect_template(rf"({_DEALER}) deals damage equal to its power to ({TARGET_RE})")
def bite(eff, m):
    """ "Target creature you control deals damage equal to its power to target creature you
    don't control": the creature is the source; an illegal target gets nothing and does
    nothing (2007: 413.2a; 2026: 608.2b)."""
    if m.group(2).lower().startswith("another "):
        from .registry import pass_on
        return pass_on(eff, m, bite)  # "another" than the first target: damage_more.bites_another_target
    by = _dealer(eff, m.group(1))
    eff.steps.append({"do": "damage_equal_to_power", "by": by, "to": ref(eff, m.group(2), DAMAGE_TARGETS)})


@effect_template(r"(target creature) deals damage to itself equal to its power")
def damage_to_itself(eff, m):
    """ "Target creature deals damage to itself equal to its power" (Justice's kin)."""
    by = _dealer(eff, m.group(1))
    eff.steps.append({"do": "damage_equal_to_power", "by": by, "to": by})


@effect_template(rf"({_DEALER}) fights ({TARGET_RE})")
def fights(eff, m):
    """ "Target creature you control fights target creature you don't control" (2026 701.14a)."""
    if m.group(2).lower().startswith("another "):
        from .registry import pass_on
        return pass_on(eff, m, fights)  # "another" than the first target: damage_more.fights_another_target
    by = _dealer(eff, m.group(1))
    to = ref(eff, m.group(2), CREATURE_TARGETS)
    eff.steps.append({"do": "fight", "by": by, "to": to})


# --- "The next time a [red] source of your choice would deal damage to you this turn, prevent that damage" ---
@effect_template(r"the next time a (?:(white|blue|black|red|green) )?source of your choice would deal damage to (you|target creature|any target)"
                 r" this turn, prevent that damage")
def next_time_source_of_your_choice(eff, m):
    """Circle of Protection: the source is chosen as the effect is created (the action's
    choice `source`); the shield rechecks the color as the source would deal damage and is
    used up only by damage it prevents (2007: 419.8a-b; 2026: 609.7a-b)."""
    to = "you" if m.group(2) == "you" else ref(eff, m.group(2), DAMAGE_TARGETS)
    step = {"do": "prevent_damage_from_source", "to": to}
    if m.group(1):
        step["color"] = m.group(1).lower()
    eff.steps.append(step)
