""" Triggers on +1/+1 counters being put on permanents (the engine's counter_triggers.py; 2026 122.6: counters
a permanent enters with are put on it too):

- "Whenever one or more +1/+1 counters are put on another creature you control, you may put a +1/+1 counter on
  this creature." (Enduring Scalelord), "... on a creature you control, ..." (The Powerful Dragon), "... on
  another non-Hydra creature you control, ..." (Wildwood Scourge): once for each event that puts them on such a
  creature (2026 603.2c), its own controller's;
- "Whenever a +1/+1 counter is put on this creature, you may draw a card." (Fathom Mage): once for each counter.

An effect that names the creature the counters were put on, or their number ("it", "that creature", "that
many", "that much"), stays text only: the trigger doesn't tell the effect which creature or how many."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template
from .triggered import _triggered

_NAMES_EVENT = re.compile(r"\b(?:it|its|that creature|that permanent|that many|that much|those)\b", re.IGNORECASE)


def _own_effect(m, effect: str) -> None:
    if _NAMES_EVENT.search(effect.replace("~", "")) or '"' in effect:
        raise NotUnderstood(m.group(0))


@ability_template(r"Whenever one or more \+1/\+1 counters are put on (another|a) (?:non-((?-i:[A-Z][a-z]+)) )?creature you control, ([^\"]+)")
def counters_put_on_your_creature(card, m):
    """The creature's controller is this permanent's controller (a creature "you control")."""
    _own_effect(m, m.group(3))
    trigger = {"event": "counters_put", "who": "another_creature_you_control" if m.group(1) == "another" else "creature_you_control"}
    if m.group(2):
        if m.group(2) not in CREATURE_TYPES or m.group(1) != "another":
            raise NotUnderstood(m.group(0))
        trigger["not_subtypes"] = [m.group(2)]
    if not ({"Creature", "Artifact", "Enchantment", "Land", "Planeswalker"} & set(card.types)):
        raise NotUnderstood(m.group(0))
    return _triggered(card, trigger, m.group(3))


@ability_template(r"Whenever a \+1/\+1 counter is put on ~, ([^\"]+)")
def each_counter_put_on_self(card, m):
    """ "Whenever a +1/+1 counter is put on this creature, ...": once for each counter."""
    _own_effect(m, m.group(1))
    if not ({"Creature", "Artifact", "Enchantment", "Land"} & set(card.types)):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "counters_put", "who": "self", "each_counter": True}, m.group(1))
