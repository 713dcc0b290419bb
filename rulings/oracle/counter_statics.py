"""Static abilities granted to the creatures of yours that have a +1/+1 counter on them, in the wordings
beside permanent_lines.py's "Each creature you control with a +1/+1 counter on it has trample":

- "Creatures you control with +1/+1 counters on them have trample." (Training Regimen): the same ability.
- "Each other creature you control with a +1/+1 counter on it has haste." (Exava, Rakdos Blood Witch),
  "... has deathtouch." (Bushmaster, Coiled Henchman): not the permanent with the ability itself.

The set of creatures is read again whenever the ability is applied (2007 418.5a; 2026 613.1f), so a
creature has the ability only while it has such a counter and is yours. A creature type ("Each other
Merfolk you control ..."), a number of counters ("three or more") or "counters" of any kind stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .permanent_lines import PERMANENT_TYPES


def _have(card, text: str, has: str, other: bool) -> list[dict]:
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(text)
    if other and not card.is_permanent_creature:
        raise NotUnderstood(text)  # "other" leaves out a creature: the source is one
    from .statics import _statics
    flt = {"you_control": True, "with_counter": "+1/+1", **({"other": True} if other else {})}
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, None, has)


@ability_template(r"Creatures you control with \+1/\+1 counters on them have ([a-z ,]+)\.")
def creatures_with_counters_have(card, m):
    return _have(card, m.group(0), m.group(1), other=False)


@ability_template(r"Each other creature you control with a \+1/\+1 counter on it has ([a-z ,]+)\.")
def each_other_creature_with_a_counter_has(card, m):
    return _have(card, m.group(0), m.group(1), other=True)
