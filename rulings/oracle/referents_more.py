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
- "Whenever enchanted creature becomes blocked, it gets +4/+0 and gains trample until end of turn"
  (Bestial Fury), "When enchanted creature blocks, destroy it" (Dwindle): the creature the Aura or
  Equipment is attached to as it blocks or becomes blocked.
- "Whenever a creature you control enters, you may attach this Equipment to it" (Sai of the Shinobi),
  "Whenever a creature you control becomes blocked, you may return it to its owner's hand" (Cunning
  Evasion), "you may return this creature to its owner's hand" (the Onna): the choice made as the
  ability resolves (2026 608.2d; 2007 413.2c).

The bodies go through triggered._triggered, which reads "it" / "that creature" as the creature of
the trigger event only in the words it knows ("it gets", "it gains", "counters on it"): any other
"it" stays for the templates that know which object it is, or the text stays text only. A head
whose "it" the engine can't pin down (the Aura's "it deals 2 damage": the Aura or the creature?)
is not read here.
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template, effect_template
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


_BLOCK_EVENTS = {"blocks": ("blocks",), "becomes blocked": ("becomes_blocked",), "blocks or becomes blocked": ("blocks", "becomes_blocked")}


@ability_template(r"(When|Whenever) (enchanted|equipped) creature (blocks|becomes blocked|blocks or becomes blocked), ([^\"]+)")
def attached_creature_blocks(card, m):
    """Bestial Fury, Gift of the Woods, Dwindle: "it" is the creature the Aura or Equipment is attached to
    as it blocks (2026 509.3a; 2007 309.3) or becomes blocked (2026 509.3c; 2007 410.9c), the trigger's event
    object; "destroy it" destroys that creature if it is still on the battlefield. A creature never blocks
    and becomes blocked in one combat: "blocks or becomes blocked" is two abilities."""
    who, text = m.group(2), m.group(4)
    if not _attaches(card, who):
        raise NotUnderstood(m.group(0))
    out = []
    for event in _BLOCK_EVENTS[m.group(3)]:
        trigger = {"event": event, "who": who}
        if text == "destroy it.":
            out.append({"kind": "triggered", "trigger": trigger, "effect": [{"do": "destroy", "what": "it"}]})
        else:
            out += _triggered(card, trigger, text)
    return out


#: "you may [do this] to it": the words said as the choice, and the engine's instruction on "it"
_MAY_ON_IT = {"enters": ("attach this Equipment to it", {"do": "attach_to", "to": "it"}),
              "becomes blocked": ("return it to its owner's hand", {"do": "return_to_hand", "what": "it"})}


@ability_template(r"Whenever a creature you control (enters|becomes blocked), you may (attach (?:this Equipment|~) to it|return it to its owner's hand)\.")
def may_do_to_it(card, m):
    """Sai of the Shinobi's "Whenever a creature you control enters, you may attach this Equipment to it"
    (2007 212.2h; 2026 701.3a-b: the attach effect), Cunning Evasion's "Whenever a creature you control becomes
    blocked, you may return it to its owner's hand": "it" is the creature of the trigger event, the choice made
    as the ability resolves (2007 413.2c; 2026 608.2d); a creature that has left the battlefield since is a new
    object, and nothing happens to it."""
    said, step = _MAY_ON_IT[m.group(1)]
    if m.group(2).replace("~", "this Equipment") != said:
        raise NotUnderstood(m.group(0))
    if step["do"] == "attach_to" and ("Equipment" not in card.subtypes or "Creature" in card.types):
        raise NotUnderstood(m.group(0))
    event = "comes_into_play" if m.group(1) == "enters" else "becomes_blocked"
    return [{"kind": "triggered", "trigger": {"event": event, "who": "creature_you_control"},
             "effect": [{"do": "may", "text": said, "effect": [dict(step)]}]}]


@effect_template(r"you may return ~ to its owner's hand")
def may_return_itself(eff, m):
    """The Onna's "Whenever you cast a Spirit or Arcane spell, you may return this creature to its owner's
    hand": the permanent itself, the choice made as the ability resolves (2007 413.2c; 2026 608.2d)."""
    from .optional import _may
    if not {"Artifact", "Creature", "Enchantment", "Land"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    _may(eff, _RETURN_ITSELF["text"], effect=[dict(_RETURN_ITSELF["effect"][0])])


_RETURN_ITSELF = {"do": "may", "text": "return it to its owner's hand", "effect": [{"do": "return_to_hand", "what": "self"}]}


@ability_template(r"Whenever you cast a Spirit or Arcane spell, you may return ~ to its owner's hand\.")
def onna_returns_itself(card, m):
    """Nikko-Onna, Haru-Onna ...: "its owner's" is ~'s (the spell is not named: the trigger conditions'
    own template leaves any "its" alone); the spell as it became cast (2026 601.2i; 2007 409.1i)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    step = {**_RETURN_ITSELF, "effect": [dict(_RETURN_ITSELF["effect"][0])]}
    return [{"kind": "triggered", "trigger": {"event": "plays_spell", "whose": "your", "spell": "spirit_or_arcane"}, "effect": [step]}]
