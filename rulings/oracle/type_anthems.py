"""Anthems of a creature type for every player's creatures and of attacking creatures:

- "Minotaur creatures get +1/+0" (Anaba Spirit Crafter), "Other Zombie creatures get +1/+1" (Lord of the Undead),
  "Other Soldier creatures get +1/+1 and have first strike" (Field Marshal), "Soldier creatures have vigilance"
  (Mobilization): today's Oracle wording of the older "All Minotaurs get ...", every player's creatures of that
  type ("Other": but the source), the type read after layer 4 (statics.py reads "All Sliver creatures" and
  "Sliver creatures you control");
- "Attacking creatures get +1/+0" (Mightstone: every player's), "Attacking creatures you control get +1/+0 and
  have menace" (Gruul War Chant): whether a creature attacks, read as the effect applies;
- "Other Mutants you control get +1/+1" (Colossus, Steel Stalwart), "Citizens", "Turtles": the regular plural of
  any creature type (a type's own plural, "Elves", stays in statics.PLURAL_TYPES).

A static ability's continuous effect (2007 418.4a, 418.5a; 2026 611.3a, 613.4c / 613.1f)."""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template
from .statics import PLURAL_TYPES, PT, _statics, attached_other

#: "Mutants" -> "Mutant": the regular plural of a creature type the list doesn't name yet ("Elf" has its own)
PLURAL_TYPES.update({f"{t}s": t for t in CREATURE_TYPES
                     if f"{t}s" not in PLURAL_TYPES and t[-1] not in "sxyzfh" and " " not in t and "-" not in t})


@ability_template(rf"(Other )?([A-Z][a-z]+) creatures (?:get {PT}(?: and have ([a-z ,]+))?|have ([a-z ,]+))\.")
def type_creatures(card, m):
    """ "Other Zombie creatures get +1/+1": every player's creatures of that type."""
    if m.group(2) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(2))
    flt: dict = {"subtype": m.group(2)}
    if m.group(1):
        attached_other(card, m.group(0))  # an Aura's "other": not the one it enchants
        flt["other"] = True
    pt = (m.group(3), m.group(4)) if m.group(3) else None
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, pt, m.group(5) or m.group(6))


@ability_template(rf"Attacking creatures( you control)? get {PT}(?: and have ([a-z ,]+))?\.")
def attacking_creatures(card, m):
    """ "Attacking creatures get +1/+0" (everyone's), "Attacking creatures you control get +1/+0 and have menace"."""
    flt: dict = {"attacking": True}
    if m.group(1):
        flt["you_control"] = True
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(2), m.group(3)), m.group(4))


@ability_template(r'(?:All )?(Other )?([A-Z][a-z]+) creatures have "([^"]+)"')
def type_creatures_have_quoted(card, m):
    """ "All Sliver creatures have "{2}: This creature gets +1/+1 until end of turn."" (Spectral Sliver): every
    player's creatures of that type have the ability (each controller activates its own), read as
    granted_quoted.py reads "Sliver creatures you control have "..."" ("this creature": each that has it)."""
    from .granted_quoted import _names_itself, granted
    if m.group(2) not in CREATURE_TYPES or _names_itself(card):
        raise NotUnderstood(m.group(0))
    flt: dict = {"subtype": m.group(2)}
    if m.group(1):
        attached_other(card, m.group(0))
        flt["other"] = True
    return [{"kind": "static", "affects": "creatures", "filter": flt, "gains": granted(card, m.group(3))}]
