"""Instructions about a player the sentence names: edicts ("Each player sacrifices a creature
of their choice", "Target opponent sacrifices a creature of their choice"; each player named
chooses as it resolves, in APNAP order, 2007 103.4 / 2026 101.4, and the creatures are
sacrificed in one event: rulings/engine/effects/edict.py); "Its controller loses 2 life" after a
spell moved its one target (that object's controller as it last existed)."""
from __future__ import annotations

import json
import re

from .registry import NotUnderstood, ability_template, effect_template
from .targets import ref
from .text import NUMBER, amount
from .triggered import DEALERS, EVENT_PLAYER, _attaches, _damaged_player, _triggered

_EDICT_GROUPS = {"each player": "each_player", "each opponent": "each_opponent"}


@effect_template(rf"(each player|each opponent|target player|target opponent|{EVENT_PLAYER}) sacrifices "
                 r"an? (creature|land|artifact|enchantment|permanent) of their choice")
def edict(eff, m):
    """An edict: the player(s) named, not the spell's controller, choose (608.2d / 413.2c)."""
    who = m.group(1)
    if who.lower() in _EDICT_GROUPS:  # a sentence's first word has a capital
        step = {"do": "players_sacrifice", "players": _EDICT_GROUPS[who.lower()]}
    elif who == EVENT_PLAYER:  # "that player" of a damage trigger: the player dealt the damage (triggered.py)
        step = {"do": "players_sacrifice", "player": "it"}
    else:
        step = {"do": "players_sacrifice", "player": ref(eff, who)}
    if m.group(2) != "creature":
        step["sacrificed"] = m.group(2)
    eff.steps.append(step)


# --- "Its controller loses 2 life" after an instruction that moves its target ---

_MOVES = ("destroy", "remove_from_game", "return_to_hand", "counter")


@effect_template(rf"its controller (loses|gains) ({NUMBER}) life")
def its_controller_life(eff, m):
    """ "Destroy target creature. Its controller loses 2 life." (Hideous End), "Counter target noncreature
    spell. Its controller loses 2 life." (Countersquall): "its" is the one target of the sentence before,
    which moved it; its controller is read as it last existed (2007 413.2f; 2026 608.2h), noted before it
    moves (rulings/engine/effects/its_controller.py)."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1 or m.group(2).upper() == "X":
        raise NotUnderstood(m.group(0))
    before = eff.steps[starts[-2]:starts[-1]]
    spec = eff.targets[0]
    if (len(before) != 1 or before[0].get("do") not in _MOVES or before[0].get("what") != "target:0"
            or set(before[0]) != {"do", "what"} or "abilit" in json.dumps(spec)):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(starts[-2], {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1  # the note went in before the sentence's own step
    eff.steps.append({"do": "lose_life" if m.group(1) == "loses" else "gain_life", "amount": amount(m.group(2)),
                      "player": "its_controller"})


# --- "At the beginning of the upkeep of enchanted creature's controller, ..." (an Aura's) ---

@ability_template(r"At the beginning of the upkeep of enchanted (creature|land|artifact|enchantment|permanent)'s controller, ([^\"]+)")
def enchanted_controllers_upkeep(card, m):
    """Feedback, Cursed Land: "that player" is the player whose upkeep it is, the controller of the
    enchanted permanent (rulings/engine/enchanted_controllers_step.py)."""
    if "Aura" not in card.subtypes or re.search(r"\b(they|their|them)\b", m.group(2)):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "beginning_of_step", "step": "upkeep", "whose": "enchanted_controller"},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, m.group(2)))


@effect_template(rf"~ deals ({NUMBER}) damage to {EVENT_PLAYER}")
def damage_to_event_player(eff, m):
    """ "This Aura deals 1 damage to that player": the player of the trigger event (the engine's "it")."""
    if m.group(1).upper() == "X":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "damage", "amount": amount(m.group(1)), "to": "it"})


# --- "Whenever this creature deals damage to a player, that player ..." (Abyssal Specter) ---

@ability_template(r"Whenever (~|equipped creature|enchanted creature) deals damage to a player, ([^\"]+)")
def damage_to_a_player(card, m):
    """Any damage, combat or not, to any player (its controller too): "that player" is the player
    dealt the damage (triggered.py's damage triggers; 2026 603.2, 2007 410.1)."""
    who = DEALERS[m.group(1)]
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _damaged_player(card, {"event": "deals_damage", "who": who, "to": "player"}, m.group(2))
