"""'Whenever ~ or another <creature type> you control dies' (Undead Augur: "Whenever this creature or another
Zombie you control dies, you draw a card and you lose 1 life"; Pashalik Mons: "Whenever ~ or another Goblin
you control dies, ~ deals 1 damage to any target"; Midnight Entourage, Omnath, Locus of Rage, Kalastria
Highborn, Miara, Thorn of the Glade).

One ability that triggers once for each such creature that dies, the source itself whatever its
type: played as the two abilities that trigger exactly as often, "When ~ dies, ..." and "Whenever
another <type> you control dies, ...", each as the templates of its own words read it (a dies
trigger looks back in time, 2007 410.10c-d / 2026 603.6c, 603.10a: it sees the creatures that die
with it, their types as they last existed on the battlefield).

Precision: the effect must name neither the dead creature ("it", "its", "that creature": a
different object in each half) nor ~ anywhere but as the subject dealing damage at its start ("~
deals 1 damage to any target": as it last existed if it has died, 2007 413.2f; 2026 608.2h);
both halves must read to one ability each with the same instructions, or the paragraph stays text only."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template, read_by_others

_DEAD_CREATURE = re.compile(r"\b(?:it|its|it's|that creature|that card|that permanent|that token|they|them|their)\b", re.IGNORECASE)


@ability_template(r"Whenever ~ or another ([A-Z][a-z]+) you control dies, ([^\"]+)")
def self_or_another_of_a_type_dies(card, m):
    subtype, text = m.group(1), m.group(2)
    if not card.is_permanent_creature or subtype not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    if _DEAD_CREATURE.search(text) or "~" in re.sub(r"^~ deals ", "", text):
        raise NotUnderstood(m.group(0))
    halves = []
    for paragraph in (f"When ~ dies, {text}", f"Whenever another {subtype} you control dies, {text}"):
        found = read_by_others(card, paragraph, lambda _family, fn: fn is self_or_another_of_a_type_dies)
        if not found or len(found) != 1 or found[0].get("kind") != "triggered":
            raise NotUnderstood(m.group(0))
        halves.append(found[0])
    self_half, other_half = halves
    if self_half["trigger"] != {"event": "dies", "who": "self"} or other_half["trigger"] != {
            "event": "dies", "who": "another_permanent_you_control", "subtype": subtype}:
        raise NotUnderstood(m.group(0))
    rest = [{k: v for k, v in ab.items() if k not in ("trigger", "text")} for ab in halves]
    if rest[0] != rest[1]:
        raise NotUnderstood(m.group(0))  # the two halves read the words differently
    return halves
