"""Sacrifices of a permanent described by its subtypes (the engine's edict, effects/edict.py, with a `filter`):

- "each player sacrifices a non-Vampire creature of their choice" (Anowon, the Ruin Sage), "that player
  sacrifices a non-Zombie creature of their choice" at the beginning of each player's upkeep (Call to the
  Grave, Ruthless Winnower): the sentence the edict templates read with "a creature", each player choosing
  among the creatures they control without that creature type (2007 413.2c; 2026 608.2d, 701.21a), in
  turn order (2007 103.4; 2026 101.4);
- "sacrifice a Homunculus" (Puppet Conjurer), "sacrifice a Mountain" (Alpine Guide), "sacrifice a
  Powerstone" (Horned Stoneseeker): the controller chooses a permanent of theirs with that subtype as it
  resolves and sacrifices it (2026 701.21a); if they control none, nothing is sacrificed.

Only one creature, land or artifact type the engine knows; "sacrifice a non-Zombie creature, then ...",
"If you can't, ..." and the like stay with other templates or text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, effect_template, parse_sentence
from rulings.engine.creature_types import CREATURE_TYPES

#: the land and artifact types a "sacrifice a [subtype]" may name (2007 212.6c, 212.2c; 2026 205.3i, 205.3g)
LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Cave", "Town")
ARTIFACT_TYPES = ("Powerstone", "Treasure", "Food", "Clue", "Blood", "Equipment", "Vehicle")


@effect_template(r"(.+?) (sacrifices?) an? non-([A-Z][a-z]+) creature of their choice")
def sacrifices_non_type_creature(eff, m):
    if m.group(3) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    before = len(eff.steps)
    parse_sentence(eff, f"{m.group(1)} {m.group(2)} a creature of their choice")
    new = eff.steps[before:]
    if len(new) != 1 or new[0].get("do") != "players_sacrifice" or new[0].get("sacrificed", "creature") != "creature" \
            or set(new[0]) - {"do", "player", "players", "sacrificed"}:
        raise NotUnderstood(m.group(0))
    new[0]["filter"] = {"not_subtypes": [m.group(3)]}


@effect_template(r"sacrifice (a|an) ([A-Z][a-z]+)")
def sacrifice_a_subtype(eff, m):
    subtype = m.group(2)
    if subtype not in CREATURE_TYPES and subtype not in LAND_TYPES and subtype not in ARTIFACT_TYPES:
        raise NotUnderstood(m.group(0))
    if m.group(1) != ("an" if re.match(r"[AEIOU]", subtype) else "a"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "players_sacrifice", "player": "you", "sacrificed": "permanent", "filter": {"subtypes": [subtype]}})
