"""'Whenever a nontoken creature dies' (Life Insurance, Teysa's kin), 'Whenever another nontoken creature
dies' (Harvester of Souls, Ogre Slumlord, High-Society Hunter) and 'Whenever a nontoken creature an opponent
controls dies' (Overseer of the Damned, Fire Nation Sentinels): a dies trigger (2026 700.4, 603.6c; 2007
410.10c "put into a graveyard from play") on any player's creature that isn't a token (2026 111.1; 2007
216.1), or an opponent's, seen as it last existed on the battlefield (2026 603.10a; 2007 410.10d):
rulings/engine/permanent_kinds.py's `nontoken_creature`, `another_nontoken_creature`,
`nontoken_creature_opponent_controls`.

Precision: an effect that names the creature that died ("it", "that card", "that creature") stays text
only (the engine's event object is not read here); "another" only on a creature card (other than
itself); "~" in the effect of "a nontoken creature dies" on a creature card stays text only (itself
among the dead: "~" would be a card in a graveyard)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .trigger_conditions import _NAMES_THE_EVENT_OBJECT
from .triggered import _triggered

_PERMANENT = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}


@ability_template(r"Whenever (a|another) nontoken creature( an opponent controls)? dies, ([^\"]+)")
def nontoken_creature_dies(card, m):
    another, opponents, text = m.group(1) == "another", bool(m.group(2)), m.group(3)
    if not _PERMANENT & set(card.types) or re.search(_NAMES_THE_EVENT_OBJECT, text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    if another and (opponents or not card.is_permanent_creature):
        raise NotUnderstood(m.group(0))  # "another" creature: the source is one
    if "~" in text and not another and not opponents and card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # itself among the dead
    who = "nontoken_creature_opponent_controls" if opponents else ("another_" if another else "") + "nontoken_creature"
    return _triggered(card, {"event": "dies", "who": who}, text)
