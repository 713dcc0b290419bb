"""An ability's "it" given by its trigger condition, where the other families don't read that head.

- "Whenever this creature attacks alone, it gets +2/+0 until end of turn" (Rogue Kavu): "it" is
  the creature itself, the only creature declared as an attacker (2026 506.5, 508.3a; 2007 308.3).
- "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn" (Somberwald
  Alpha): "it" is the attacking creature that became blocked, once each combat however many block
  it (2026 509.3c; 2007 410.9c).
- "Whenever a Minotaur you control attacks, it gets +2/+0 until end of turn" (Kragma Warcaller),
  "Whenever a Rat you control becomes blocked" (Tattered Ratter): a creature with that subtype as
  it is declared an attacker or becomes blocked (2026 508.3a; 2007 308.3: a later change of its
  subtypes doesn't make it trigger).
- "When enchanted creature is dealt damage, destroy it" (Frozen Solid), "Whenever equipped creature
  is dealt damage, destroy it" (Hot Soup), "Whenever a creature you control is dealt damage, put a
  +1/+1 counter on it" (Rite of Passage), "Whenever a creature is dealt damage, destroy it. It can't
  be regenerated." (Death Pits of Rath): "it" is the creature dealt the damage (the engine's
  damaged_kinds.py); if it has left the battlefield (the damage was lethal), it is a new object and
  nothing happens to it (2026 400.7; 2007 217.1c).

The bodies go through triggered._triggered, which reads "it" / "that creature" as the creature of
the trigger event only in the words it knows ("it gets", "it gains", "counters on it"): any other
"it" stays for the templates that know which object it is, or the text stays text only. A head
whose "it" the engine can't pin down (the Aura's "it deals 2 damage": the Aura or the creature?)
is not read here.
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template
from .triggered import _attaches, _triggered

_NOT_SUBTYPES = {"Creature", "Permanent", "Token", "Nontoken", "Artifact", "Enchantment", "Land", "Legendary", "Player", "Opponent"}


@ability_template(r"Whenever ~ attacks alone, ([^\"]+)")
def attacks_alone(card, m):
    """Rogue Kavu, Reckless Ogre, Lunk Errant: "it" is ~ (triggered._it_is_self)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "attacks_alone", "who": "self"}, m.group(1))


@ability_template(r"Whenever (a|another) creature you control becomes blocked, ([^\"]+)")
def creature_you_control_becomes_blocked(card, m):
    """Somberwald Alpha: "it" is the blocked creature (the trigger's event object)."""
    if m.group(1) == "another" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    who = "creature_you_control" if m.group(1) == "a" else "another_creature_you_control"
    return _triggered(card, {"event": "becomes_blocked", "who": who}, m.group(2))


_COMBAT = {"attacks": "attacks", "attacks alone": "attacks_alone", "becomes blocked": "becomes_blocked"}


@ability_template(r"Whenever (a|an|another) ([A-Z][a-z]+(?:-[A-Z][a-z]+)?) (you control )?(attacks|attacks alone|becomes blocked), ([^\"]+)")
def subtype_attacks(card, m):
    """ "Whenever a Minotaur you control attacks, it gets +2/+0 until end of turn": a creature of that
    creature type (permanent_kinds.COMBAT in the engine)."""
    article, subtype, text = m.group(1), m.group(2), m.group(5)
    if subtype in _NOT_SUBTYPES or subtype not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    if article in ("a", "an") and article != ("an" if subtype[0] in "AEIOU" else "a"):
        raise NotUnderstood(m.group(0))
    another = article == "another"
    if another and subtype not in card.subtypes:
        raise NotUnderstood(m.group(0))  # "another Minotaur" on a card that isn't one: not checked
    if re.search(rf"\bthat {subtype}\b", text, re.IGNORECASE):
        raise NotUnderstood(text)  # "that Minotaur": not read
    who = {(True, True): "another_permanent_you_control", (False, True): "permanent_you_control",
           (True, False): "another_permanent", (False, False): "any_permanent"}[(another, bool(m.group(3)))]
    return _triggered(card, {"event": _COMBAT[m.group(4)], "who": who, "subtype": subtype}, text)


_DAMAGED = {"enchanted creature": "enchanted", "equipped creature": "equipped", "a creature you control": "creature_you_control",
            "a creature": "any_creature"}
#: what is done to the damaged creature: the engine's instruction on "it"
_TO_IT = {"destroy it.": [{"do": "destroy", "what": "it"}],
          "destroy it. It can't be regenerated.": [{"do": "destroy", "what": "it", "no_regenerate": True}],
          "put a +1/+1 counter on it.": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "it"}]}


@ability_template(r"(When|Whenever) (enchanted creature|equipped creature|a creature you control|a creature) is dealt damage, "
                  r"(destroy it\.(?: It can't be regenerated\.)?|put a \+1/\+1 counter on it\.)")
def creature_is_dealt_damage(card, m):
    """Frozen Solid, Hot Soup, Rite of Passage, Death Pits of Rath: once for all the damage dealt to that
    creature at once, as it is dealt (2026 603.2; 2007 410.2); "it" is that creature (damaged_kinds.py)."""
    who = _DAMAGED[m.group(2)]
    if who in ("enchanted", "equipped"):
        if not _attaches(card, who):
            raise NotUnderstood(m.group(0))
    elif m.group(1) == "When":
        raise NotUnderstood(m.group(0))  # "When a creature ...": not printed so; kept out
    return [{"kind": "triggered", "trigger": {"event": "dealt_damage", "who": who}, "effect": [dict(st) for st in _TO_IT[m.group(3)]]}]
