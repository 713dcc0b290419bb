"""The player a trigger event names, as a triggered ability's text refers to them:

* "Whenever a player casts a spell, this enchantment deals 2 damage to that player"
  (Spellshock), "Whenever an opponent casts a noncreature spell, that player loses 1 life",
  "Whenever an opponent discards a card, that player loses 2 life" (Raiders' Wake), Megrim:
  "that player" (or "they") is the player who cast the spell (2026 601.2i; 2007 409.1i) or
  discarded the card (2026 701.9a), noted as it triggers (rulings/engine/trigger_players.py);
* "Whenever an opponent draws a card, they lose 2 life" (Sheoldred, the Apocalypse) and "At the
  beginning of each opponent's upkeep, they lose 1 life": "they" is the player who drew, or whose
  step it is (the same player as "that player", which triggered.py already reads);
* "Whenever this creature becomes blocked, defending player loses 4 life" (Vedalken Ghoul),
  "... attacks and isn't blocked, defending player gets a poison counter" (Swamp Mosquito): the
  player the attacking creature is attacking (2026 508.5; 2007 308.1), noted as it triggers.

Each sentence about that player is one the effect templates already read for the damaged player
of a damage trigger (triggered.EVENT_PLAYER), compiled so and then pointed at the player noted.
Any other word for the spell, the card or a creature ("it", "that spell", "that card") keeps the
text "text only"."""
from __future__ import annotations

import re

from .registry import EFFECT_TEMPLATES, NotUnderstood, ability_template, effect_template, parse_branch
from .text import NUMBER, amount
from .trigger_conditions import CASTERS, DRAWERS, KINDS
from .triggered import ATTACKERS, DEALERS, EVENT_PLAYER, SPELLS, WHOSE_STEP, _attaches, _damaged_player, _it_is_self, _triggered

#: "they <verb>" of the player the event names, said as the third person singular the templates read
_THEY = {"lose": "loses", "gain": "gains", "discard": "discards", "draw": "draws", "sacrifice": "sacrifices",
         "mill": "mills", "get": "gets"}
_THEY_RE = re.compile(r"(^|\. |, then |, |\band )[Tt]hey (" + "|".join(_THEY) + r")\b")
#: words that would name the spell, the card or a creature of the event: not read here
_OTHER_REFERENTS = r"\b(it|its|that spell|that card|the card|the spell|that creature|them|their|spell's|mana value|that much)\b"


def _the_player(text: str, words: str) -> str:
    """ "that player" / "defending player" / "they <verb>" as the marker the effect templates read."""
    text = _THEY_RE.sub(lambda m: f"{m.group(1)}{EVENT_PLAYER} {_THEY[m.group(2)]}", text)
    text = re.sub(r"\bunless they pay\b", f"unless {EVENT_PLAYER} pays", text)
    text = re.sub(r"\bIf (?:they|the player) (don't|doesn't|do|does), ",
                  lambda m: f"If {EVENT_PLAYER} {'does' if m.group(1) in ('do', 'does') else 'doesn' + chr(39) + 't'}, ", text)
    text = re.sub(rf"\b{words}\b", EVENT_PLAYER, text)
    if re.search(r"\b(they|that player|defending player)\b", text, re.IGNORECASE) or EVENT_PLAYER not in text:
        raise NotUnderstood(text)  # another word for the player, or none named: not this family's
    return text


def _point_at(abilities: list[dict], ref: str) -> list[dict]:
    """The marker's steps name the engine's "it" (the damaged player): here the player noted as
    the ability triggered, `ref`."""
    def walk(v):
        if isinstance(v, dict):
            return {k: (ref if k in ("player", "to") and x == "it" else walk(x)) for k, x in v.items()}
        if isinstance(v, list):
            return [walk(x) for x in v]
        return v
    out = []
    for ab in abilities:
        if "targets" in ab and "\"it\"" in repr(ab["targets"]).replace("'", '"'):
            raise NotUnderstood(ab.get("text", ""))
        out.append({**ab, "effect": walk(ab["effect"])})
    return out


def _no_other_referent(text: str) -> None:
    if re.search(_OTHER_REFERENTS, re.sub(r"\bof their choice\b", "", text), re.IGNORECASE):
        raise NotUnderstood(text)


# --- "Whenever a player / an opponent casts a spell, ... that player" ---

_SPELL_WORDS = "|".join(re.escape(s) for s in (*SPELLS, *KINDS) if s != "a spell that targets ~")


@ability_template(rf"Whenever (an opponent casts|a player casts) ({_SPELL_WORDS}), ([^\"]+)")
def caster(card, m):
    """ "that player" is the player who cast the spell (601.2i; 2007 409.1i)."""
    text = m.group(3)
    _no_other_referent(text)
    text = _the_player(text, "[Tt]hat player")
    spell = SPELLS.get(m.group(2)) or KINDS[m.group(2)]
    return _point_at(_triggered(card, {"event": "plays_spell", "whose": CASTERS[m.group(1)], "spell": spell}, text),
                     "event_player")


@ability_template(r"Whenever (an opponent casts|a player casts) a spell with mana value (\d+) or greater, ([^\"]+)")
def caster_mana_value(card, m):
    n = int(m.group(2))
    text = m.group(3)
    if not 1 <= n <= 100:
        raise NotUnderstood(m.group(0))
    _no_other_referent(text)
    text = _the_player(text, "[Tt]hat player")
    return _point_at(_triggered(card, {"event": "plays_spell", "whose": CASTERS[m.group(1)], "spell": "any",
                                       "mana_value_at_least": n}, text), "event_player")


# --- "Whenever an opponent discards a card, that player ..." ---

@ability_template(r"Whenever (an opponent discards|a player discards) a card, ([^\"]+)")
def discarder(card, m):
    """ "that player" is the player who discarded the card (one trigger for each card)."""
    text = m.group(2)
    _no_other_referent(text)
    text = _the_player(text, "[Tt]hat player")
    whose = {"an opponent discards": "opponent", "a player discards": "each"}[m.group(1)]
    return _point_at(_triggered(card, {"event": "discards", "whose": whose}, text), "event_player")


@ability_template(r"Whenever a creature an opponent controls dies, ([^\"]+)")
def dead_creatures_controller(card, m):
    """Massacre Wurm: "that player" is the controller of the creature that died, as it last existed
    on the battlefield (the ability looks back in time: 2026 603.10a; 2007 410.10d)."""
    text = m.group(1)
    _no_other_referent(text)
    return _point_at(_triggered(card, {"event": "dies", "who": "creature_opponent_controls"}, _the_player(text, "[Tt]hat player")),
                     "event_player")


# --- "they" of a draw trigger and of a player's step ---

@ability_template(r"Whenever (an opponent draws|a player draws) a card, ([^\"]+)")
def drawer_they(card, m):
    """ "they" is the player who drew (the engine's "it" of a draw trigger, draw_triggers.py)."""
    text = m.group(2)
    _no_other_referent(text)
    return _triggered(card, {"event": "draws_card", "whose": DRAWERS[m.group(1)]}, _the_player(text, "[Tt]hat player"))


_STEPS = {"upkeep": "upkeep", "end step": "end_of_turn", "draw step": "draw"}


@ability_template(r"At the beginning of (each player's|each opponent's) (upkeep|end step|draw step), ([^\"]+)")
def players_step_they(card, m):
    """ "they" is the player whose step it is, the active player (the engine's "it" of a step's trigger)."""
    text = m.group(3)
    if not re.search(r"\bthey\b", text, re.IGNORECASE):
        raise NotUnderstood(text)  # "that player" alone: triggered.py's
    _no_other_referent(text)
    return _triggered(card, {"event": "beginning_of_step", "step": _STEPS[m.group(2)], "whose": WHOSE_STEP[m.group(1)]},
                      _the_player(text, "[Tt]hat player"))


@ability_template(r"At the beginning of the upkeep of enchanted (creature|land|artifact|enchantment|permanent)'s controller, ([^\"]+)")
def enchanted_controllers_upkeep_they(card, m):
    """Power Taint: "they" is the player whose upkeep it is, the enchanted permanent's controller
    (player_instructions.py reads "that player" alone; rulings/engine/enchanted_controllers_step.py)."""
    text = m.group(2)
    if "Aura" not in card.subtypes or not re.search(r"\bthey\b", text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    _no_other_referent(text)
    return _triggered(card, {"event": "beginning_of_step", "step": "upkeep", "whose": "enchanted_controller"},
                      _the_player(text, "[Tt]hat player"))


_FEWER = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4}


@ability_template(r"At the beginning of (each player's|each opponent's) (upkeep|end step|draw step), "
                  r"if that player has (one|two|three|four) or fewer cards in hand, ([^\"]+)")
def players_step_if_hand(card, m):
    """Lavaborn Muse: an intervening "if" about the player whose step it is, the active player,
    checked as it triggers and again as it resolves (2026 603.4; 2007 404.3)."""
    text = m.group(4)
    _no_other_referent(text)
    trigger = {"event": "beginning_of_step", "step": _STEPS[m.group(2)], "whose": WHOSE_STEP[m.group(1)]}
    abilities = _triggered(card, trigger, _the_player(text, "[Tt]hat player"))
    if any("if" in ab for ab in abilities):
        raise NotUnderstood(m.group(0))
    return [{**ab, "if": {"active_hand_at_most": _FEWER[m.group(3)]}} for ab in abilities]


# --- "defending player" of an attacking creature's ability (2026 508.5; 2007 308.1) ---

_ATTACKER_EVENTS = {"attacks": "attacks", "attacks and isn't blocked": "attacks_unblocked", "becomes blocked": "becomes_blocked",
                    "attacks alone": "attacks_alone"}


@ability_template(r"Whenever (~|equipped creature|enchanted creature|a creature you control) "
                  r"(attacks|attacks and isn't blocked|becomes blocked|attacks alone), ([^\"]+)")
def defending_player(card, m):
    """The player the attacking creature is attacking, noted as it attacks or becomes blocked
    (rulings/engine/trigger_players.py)."""
    who = "self" if m.group(1) == "~" else ATTACKERS[m.group(1)]
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    if who == "creature_you_control" and m.group(2) not in ("attacks", "attacks alone"):
        raise NotUnderstood(m.group(0))
    text = m.group(3)
    if not re.search(r"\b[Dd]efending player\b", text) or "an opponent controls" in text:
        raise NotUnderstood(text)
    _no_other_referent(_it_is_self(text) if who == "self" else text)
    controls = "defending player controls" in text  # "tap target creature defending player controls"
    text = text.replace("defending player controls", "an opponent controls")
    if re.search(r"\b[Dd]efending player\b", text) or not controls:
        text = _the_player(text, "[Dd]efending player")
    abilities = _point_at(_triggered(card, {"event": _ATTACKER_EVENTS[m.group(2)], "who": who}, text), "defending_player")
    return [_defending_targets(ab) for ab in abilities] if controls else abilities


@ability_template(r"Whenever (~|a creature you control|equipped creature|enchanted creature) deals combat damage to a player, ([^\"]+)")
def combat_damage_target_that_player_controls(card, m):
    """Caustic Wasps: "you may destroy target artifact that player controls". Combat damage is dealt
    to a player only by a creature attacking that player (2026 510.1a; 2007 310.2b), so "that player"
    is the defending player: the target is chosen among their permanents (target_filter's "defending")
    as the ability is put on the stack."""
    who = DEALERS[m.group(1)]
    if who in ("equipped", "enchanted") and not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    if who == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    text = m.group(2)
    if "that player controls" not in text or "an opponent controls" in text:
        raise NotUnderstood(text)
    text = text.replace("that player controls", "an opponent controls")
    abilities = _damaged_player(card, {"event": "deals_damage", "who": who, "to": "player", "combat": True}, text)
    return [_defending_targets(ab) for ab in abilities]


def _defending_targets(ab: dict) -> dict:
    """The targets "an opponent controls" stood for "defending player controls": chosen among the
    permanents of the player the creature is attacking (target_filter's "defending")."""
    def walk(v):
        if isinstance(v, dict):
            return {k: ("defending" if k == "controller" and x == "opponent" else walk(x)) for k, x in v.items()}
        if isinstance(v, list):
            return [walk(x) for x in v]
        return v
    if "defending" not in repr(walk(ab.get("targets", []))):
        raise NotUnderstood(ab.get("text", ""))  # the words compiled to no such target
    return {**ab, "targets": walk(ab["targets"])}


# --- what the player the event names does, beside triggered.py's (the marker is "it") ---

@effect_template(rf"{EVENT_PLAYER} gets (a|one|two|three|\d+) poison counters?")
def event_player_poison(eff, m):
    """A player with ten or more poison counters loses the game (2026 704.5c; 2007 420.5c)."""
    eff.steps.append({"do": "poison", "amount": amount(m.group(1)), "player": "it"})


@effect_template(rf"{EVENT_PLAYER} mills ({NUMBER}) cards?")
def event_player_mills(eff, m):
    if m.group(1).upper() == "X":
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "mill", "amount": amount(m.group(1)), "player": "it"})


@effect_template(rf"(.+) unless {EVENT_PLAYER} pays \{{(\d+)\}}")
def unless_the_player_pays(eff, m):
    """ "You may draw a card unless that player pays {1}" (Rhystic Study), "that player loses 2 life
    unless they pay {2}": that player may pay; if they don't, the rest happens (2026 118.12a; the
    choice theirs as it resolves, 2007 413.2c / 2026 608.2d: rulings/engine/effects/player_unless_pays.py)."""
    n = int(m.group(2))
    if not 1 <= n <= 20:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "player_unless_pays", "player": "it", "amount": n, "effect": parse_branch(eff, m.group(1))})


EFFECT_TEMPLATES.insert(0, EFFECT_TEMPLATES.pop())  # before "you may ..." reads the whole sentence as its own


@effect_template(rf"{EVENT_PLAYER} may pay \{{(\d+)\}}")
def the_player_may_pay(eff, m):
    """Smothering Tithe: "that player may pay {2}. If the player doesn't, you create a Treasure token"
    (the sentence after says what paying or not paying does: below)."""
    n = int(m.group(1))
    if not 1 <= n <= 20:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "player_unless_pays", "player": "it", "amount": n, "effect": []})


@effect_template(rf"If {EVENT_PLAYER} (does|doesn't), (.+)")
def if_the_player_does(eff, m):
    """What happens if that player paid ("does": `then`) or didn't ("doesn't": `effect`), right after
    "that player may pay {N}"."""
    last = eff.steps[-1] if eff.steps and eff.sentence_starts[-1] == len(eff.steps) else None
    if last is None or last.get("do") != "player_unless_pays" or last.get("effect") or "then" in last:
        raise NotUnderstood(m.group(0))
    steps = parse_branch(eff, re.sub(r"^you (create|draw|gain|scry)\b", r"\1", m.group(2)))  # "you" is its controller
    if m.group(1) == "does":
        last["then"] = steps
    else:
        last["effect"] = steps
