"""Trigger conditions whose effect the other families already read:

* "Whenever you cast / a player casts / an opponent casts a [white / blue / black / red /
  green / multicolored / colorless / Spirit or Arcane / historic] spell" and "a spell with
  mana value N or greater" (the spell as it became cast, 2026 601.2i / 2007 409.1i:
  rulings/engine/spell_filters.py); the lucky charms of Urza's Saga and Mirrodin ("Whenever
  a player casts a black spell, you may gain 1 life").
* "Whenever you / an opponent / a player draw(s) a card" (one trigger for each card drawn,
  2026 121.2 / 2007 423.2: rulings/engine/draw_triggers.py), whose "that player" is the
  player who drew.
* "Whenever another artifact you control enters" (2026 603.6a; 2007 410.10a).

The spell itself ("copy that spell", "its mana value") and the artifact that entered ("it",
"that artifact") are not read: such text stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, EVENT_PLAYER, _it_is_the_event_creature, _triggered

KINDS = {"a white spell": "white", "a blue spell": "blue", "a black spell": "black", "a red spell": "red",
         "a green spell": "green", "a multicolored spell": "multicolored", "a colorless spell": "colorless",
         "a Spirit or Arcane spell": "spirit_or_arcane", "a historic spell": "historic"}
CASTERS = {"you cast": "your", "an opponent casts": "opponent", "a player casts": "each"}


def _no_spell_named(text: str) -> None:
    """ "it", "that spell", "that player", "mana value" would name the spell or its caster:
    not read by these templates."""
    if re.search(r"\b(that spell|it|its|that player|the player|they|their|mana value|spell's)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)


@ability_template(r"Whenever (you cast|an opponent casts|a player casts) (a white spell|a blue spell|a black spell|a red spell|a green spell"
                  r"|a multicolored spell|a colorless spell|a Spirit or Arcane spell|a historic spell), ([^\"]+)")
def casts_kind(card, m):
    _no_spell_named(m.group(3))
    return _triggered(card, {"event": "plays_spell", "whose": CASTERS[m.group(1)], "spell": KINDS[m.group(2)]}, m.group(3))


@ability_template(r"Whenever (you cast|an opponent casts|a player casts) a spell with mana value (\d+) or greater, ([^\"]+)")
def casts_mana_value(card, m):
    """ "with mana value N or greater": the spell's mana value as it became cast (X its number, 2026 202.3e)."""
    n = int(m.group(2))
    if not 1 <= n <= 100:
        raise NotUnderstood(m.group(0))
    _no_spell_named(m.group(3))
    return _triggered(card, {"event": "plays_spell", "whose": CASTERS[m.group(1)], "spell": "any", "mana_value_at_least": n},
                      m.group(3))


DRAWERS = {"you draw": "your", "an opponent draws": "opponent", "a player draws": "each"}


@ability_template(r"Whenever (you draw|an opponent draws|a player draws) a card, ([^\"]+)")
def draws_a_card(card, m):
    """ "that player" is the player who drew (the engine's "it" of a draw trigger); any other
    word for the player or the card drawn ("they", "that card", "it") is not read."""
    text = m.group(2)
    if re.search(r"\b(it|its|that card|the card|they|their|them|the player|that player's)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    if DRAWERS[m.group(1)] == "your" and re.search(r"\b[Tt]hat player\b", text):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "draws_card", "whose": DRAWERS[m.group(1)]},
                      re.sub(r"\b[Tt]hat player\b", EVENT_PLAYER, text))


@ability_template(rf"Whenever another artifact you control {ENTERS}, ([^\"]+)")
def another_artifact_enters(card, m):
    text = m.group(1)
    if re.search(r"\b(it|its|that artifact|that permanent)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)  # the artifact that entered is not read
    return _triggered(card, {"event": "comes_into_play", "who": "another_artifact_you_control"}, text)


# --- a creature of its controller's, this one included; a nontoken creature; a subtype (permanent_kinds.py) ---

_NAMES_THE_EVENT_OBJECT = r"\b(it|its|that creature|that card|that permanent|that token)\b"


@ability_template(r"Whenever ~ or another creature you control dies, ([^\"~]+)")
def self_or_another_yours_dies(card, m):
    """One ability that triggers once for each creature of its controller's that dies, itself
    included: played as "when ~ dies" and "whenever another creature you control dies", which
    trigger exactly as often (603.10a: it sees the creatures that die with it)."""
    text = m.group(1)
    if not card.is_permanent_creature or re.search(_NAMES_THE_EVENT_OBJECT, text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    return (_triggered(card, {"event": "dies", "who": "self"}, text)
            + _triggered(card, {"event": "dies", "who": "another_creature_you_control"}, text))


@ability_template(rf"Whenever ~ or another creature you control {ENTERS}, ([^\"]+)")
def self_or_another_yours_enters(card, m):
    """Played as two abilities, "when ~ enters" and "whenever another creature you control
    enters"; "that creature" is the creature that entered (the event's object in both)."""
    text = m.group(1)
    if not card.is_permanent_creature or re.search(r"\b(it|its|that card)\b", text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    text = _it_is_the_event_creature(text)
    if re.search(r"\bthat creature\b", text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # after a target is named, "that creature" may be that target
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, text)
            + _triggered(card, {"event": "comes_into_play", "who": "another_creature_you_control"}, text))


@ability_template(rf"Whenever (a|another) nontoken creature you control (dies|{ENTERS}), ([^\"]+)")
def nontoken_yours(card, m):
    text = m.group(3)
    if re.search(_NAMES_THE_EVENT_OBJECT, text, re.IGNORECASE):
        raise NotUnderstood(text)
    who = ("another_" if m.group(1) == "another" else "") + "nontoken_creature_you_control"
    if who.startswith("another") and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # "another" creature: the source is one
    event = "dies" if m.group(2) == "dies" else "comes_into_play"
    if event == "dies" and "~" in text and m.group(1) == "a" and card.is_permanent_creature:
        raise NotUnderstood(text)  # itself among the dead: "~" would be a card in a graveyard
    return _triggered(card, {"event": event, "who": who}, text)


#: words that are card types, supertypes or other words, not a subtype a permanent has
_NOT_SUBTYPES = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle", "Legendary", "Basic", "Snow",
                 "Token", "Nontoken", "Permanent", "Spell", "Player", "Opponent", "Card", "Kindred", "Tribal"}


@ability_template(rf"Whenever (a|an|another) ([A-Z][a-z]+) (you control )?(dies|{ENTERS}), ([^\"]+)")
def subtype_enters_or_dies(card, m):
    """ "Whenever another Human you control enters", "Whenever a Zombie you control dies",
    "Whenever a Beast enters": a permanent with that subtype (as it entered, or as it last
    existed on the battlefield)."""
    subtype, text = m.group(2), m.group(5)
    if subtype in _NOT_SUBTYPES or re.search(_NAMES_THE_EVENT_OBJECT + rf"|\bthat {subtype}\b", text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    another = m.group(1) == "another"
    if another and not (subtype in card.subtypes):
        raise NotUnderstood(m.group(0))  # "another Human" on a card that isn't one reads as "a Human" (kept out: not checked)
    who = {(True, True): "another_permanent_you_control", (False, True): "permanent_you_control",
           (True, False): "another_permanent", (False, False): "any_permanent"}[(another, bool(m.group(3)))]
    event = "dies" if m.group(4) == "dies" else "comes_into_play"
    if event == "dies" and "~" in text and subtype in card.subtypes and not another:
        raise NotUnderstood(text)  # itself among the dead: "~" would be a card in a graveyard
    return _triggered(card, {"event": event, "who": who, "subtype": subtype}, text)


# --- discarding and cycling (discard_triggers.py; 2026 701.9a, 702.29d, 702.29f; 2007 502.18c) ---

_NAMES_THE_CARD_OR_PLAYER = r"\b(it|its|that card|the discarded card|the cycled card|that player|they|their|them)\b"


def _once_each_card(text: str) -> None:
    if re.search(_NAMES_THE_CARD_OR_PLAYER, text, re.IGNORECASE):
        raise NotUnderstood(text)  # the card discarded and the player who discarded it are not read


@ability_template(r"Whenever you cycle or discard (a|another) card, ([^\"]+)")
def cycle_or_discard(card, m):
    """A card cycled is discarded to pay the cycling cost: the ability triggers once, on the
    discard (2026 702.29d)."""
    _once_each_card(m.group(2))
    trigger = {"event": "discards", "whose": "your", "or_cycles": True}
    if m.group(1) == "another":
        trigger["another"] = True
    return _triggered(card, trigger, m.group(2))


@ability_template(r"Whenever (you discard|an opponent discards|a player discards) (a|another) card, ([^\"]+)")
def discards(card, m):
    _once_each_card(m.group(3))
    trigger = {"event": "discards", "whose": {"you discard": "your", "an opponent discards": "opponent", "a player discards": "each"}[m.group(1)]}
    if m.group(2) == "another":
        trigger["another"] = True
    return _triggered(card, trigger, m.group(3))


@ability_template(r"Whenever (you cycle|a player cycles) (a|another) card, ([^\"]+)")
def cycles(card, m):
    _once_each_card(m.group(3))
    trigger = {"event": "cycles", "whose": "your" if m.group(1) == "you cycle" else "each"}
    if m.group(2) == "another":
        trigger["another"] = True
    return _triggered(card, trigger, m.group(3))


@ability_template(r"Whenever (you cast your|an opponent casts their|a player casts their) second spell each turn, ([^\"]+)")
def second_spell(card, m):
    """The spell a player casts second in a turn (the engine counts each spell as it becomes
    cast, 2026 601.2i / 2007 409.1i)."""
    _no_spell_named(m.group(2))
    whose = {"you cast your": "your", "an opponent casts their": "opponent", "a player casts their": "each"}[m.group(1)]
    return _triggered(card, {"event": "plays_spell", "whose": whose, "spell": "any", "nth_this_turn": 2}, m.group(2))


# --- leaving the battlefield (2026 603.6c, 603.10a; 2007 410.10c-d) ---

@ability_template(r"(?:When|Whenever) (enchanted|equipped) creature dies, ([^\"]+)")
def attached_creature_dies(card, m):
    """An Aura's or Equipment's ability that looks back in time: it triggers if it was
    attached to the creature as the creature left (aura_dies.enchanted_as_it_left), though an
    Aura then goes to the graveyard itself (2026 704.5m). The creature card ("that card",
    "it") is not read; nor is an Aura's "~" (by then in a graveyard)."""
    text = m.group(2)
    if ("Aura" if m.group(1) == "enchanted" else "Equipment") not in card.subtypes:
        raise NotUnderstood(m.group(0))
    if re.search(_NAMES_THE_EVENT_OBJECT, text, re.IGNORECASE) or (m.group(1) == "enchanted" and "~" in text):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "dies", "who": m.group(1)}, text)


@ability_template(rf"When ~ {ENTERS} or is put into a graveyard from the battlefield, ([^\"~]+)")
def enters_or_put_into_graveyard(card, m):
    """Two trigger events of one ability, played as two abilities that trigger exactly as often;
    its text names no "~" (after it leaves, that would be a card in a graveyard)."""
    if re.search(r"\b(it|its)\b", m.group(1)) or not ({"Artifact", "Creature", "Enchantment", "Land"} & set(card.types)):
        raise NotUnderstood(m.group(0))
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "dies", "who": "self"}, m.group(1)))


@ability_template(r"Whenever (an enchantment you control|an artifact you control|an artifact) is put into a graveyard from the battlefield, ([^\"]+)")
def put_into_graveyard_kind(card, m):
    text = m.group(2)
    if re.search(_NAMES_THE_EVENT_OBJECT, text, re.IGNORECASE):
        raise NotUnderstood(text)
    who = {"an enchantment you control": "enchantment_you_control", "an artifact you control": "artifact_you_control",
           "an artifact": "any_artifact"}[m.group(1)]
    return _triggered(card, {"event": "dies", "who": who}, text)


STAT_WHO = {"another creature you control": "another_creature_you_control", "a creature you control": "creature_you_control",
            "a creature": "any_creature"}


@ability_template(rf"Whenever (another creature you control|a creature you control|a creature) with (power|toughness) (\d+) or (less|greater) "
                  rf"(dies|{ENTERS}), ([^\"]+)")
def creature_with_stat(card, m):
    """ "Whenever another creature you control with power 2 or less enters": its power as it
    entered (or, for "dies", as it last existed on the battlefield: 2026 603.10a)."""
    who, stat, n, way, event, text = STAT_WHO[m.group(1)], m.group(2), int(m.group(3)), m.group(4), m.group(5), m.group(6)
    if not 0 <= n <= 100 or (stat == "toughness" and way == "less") or (who.startswith("another") and not card.is_permanent_creature):
        raise NotUnderstood(m.group(0))
    event = "dies" if event == "dies" else "comes_into_play"
    if event == "dies" and (re.search(_NAMES_THE_EVENT_OBJECT, text, re.IGNORECASE) or ("~" in text and who != "another_creature_you_control")):
        raise NotUnderstood(text)
    if event == "comes_into_play" and re.search(r"\b(its controller|that card)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    key = {("power", "less"): "power_at_most", ("power", "greater"): "power_at_least", ("toughness", "greater"): "toughness_at_least"}[(stat, way)]
    return _triggered(card, {"event": event, "who": who, key: n}, text)


# --- sacrificing (sacrifice_triggers.py; 2026 701.21a, 603.10a; 2007 410.10d) ---

SACRIFICED = {"permanent": "permanent", "creature": "creature", "artifact": "artifact", "land": "land", "token": "token",
              "nontoken permanent": "nontoken_permanent"}
SACRIFICED.update({"artifact or creature": "artifact_or_creature", "creature or artifact": "artifact_or_creature"})  # Ravenous Squirrel (sacrifice_wordings.py)


@ability_template(r"Whenever (you sacrifice|a player sacrifices) (another|a|an) (permanent|artifact or creature|creature or artifact|creature|artifact|land|token"
                  r"|nontoken permanent|[A-Z][a-z]+), ([^\"]+)")
def sacrifices(card, m):
    """The permanent as it last existed on the battlefield; "it" and "that creature" (the card
    now in a graveyard) are not read."""
    kind, text = m.group(3), m.group(4)
    if re.search(_NAMES_THE_EVENT_OBJECT + r"|\bthat player\b", text, re.IGNORECASE) or kind in _NOT_SUBTYPES:
        raise NotUnderstood(m.group(0))
    trigger = {"event": "sacrifices", "whose": "your" if m.group(1) == "you sacrifice" else "each"}
    if kind in SACRIFICED:
        trigger["sacrificed"] = SACRIFICED[kind]
    else:
        trigger.update({"sacrificed": "subtype", "subtype": kind})
    if m.group(2) == "another":
        trigger["another"] = True
    return _triggered(card, trigger, text)


@ability_template(r"Whenever you attack with (two|three|four|five) or more creatures, ([^\"]+)")
def you_attack_with(card, m):
    """ "Whenever you attack" (2026 508.3d) that counts the creatures declared as attackers."""
    n = {"two": 2, "three": 3, "four": 4, "five": 5}[m.group(1)]
    if re.search(r"\b(it|its|they|them|those creatures|that creature|attacking creatures)\b", m.group(2), re.IGNORECASE):
        raise NotUnderstood(m.group(2))
    return _triggered(card, {"event": "you_attack", "attackers_at_least": n}, m.group(2))


@ability_template(r"When you cast ~, ([^\"~]+)")
def cast_this_spell(card, m):
    """A permanent spell's own cast trigger, which triggers from the stack (2026 113.6k; 2007
    402.8f); the spell itself ("it", "~") is not read."""
    text = m.group(1)
    if re.search(r"\b(it|its|this creature|that spell|kicked)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "plays_spell", "whose": "your", "spell": "this"}, text)
