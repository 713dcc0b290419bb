"""Life equal to a characteristic of the one target:

- "You gain life equal to target creature's power." (Soul's Grace): the creature's power as the spell
  resolves (2007 413.2f; 2026 608.2h); an illegal target, nothing (2007 413.2a; 2026 608.2b).
- "Destroy target artifact. It can't be regenerated. That artifact's controller gains life equal to its mana
  value." (Crumble): after "It can't be regenerated.", as life_more.py reads it without that sentence; the
  controller noted before the artifact moves, its mana value read as it last existed on the battlefield.
"""
from __future__ import annotations

from .moved_permanents_controller import _moved_before, _names_it, _permanent_types
from .registry import effect_template, pass_on
from .targets import ref

_STATS = {"power": "power_of", "toughness": "toughness_of", "mana value": "mana_value_of"}


@effect_template(r"you gain life equal to (target creature)'s (power|toughness)")
def gain_life_equal_to_target_creatures(eff, m):
    if eff.targets or eff.steps:
        return pass_on(eff, m, gain_life_equal_to_target_creatures)
    target = ref(eff, m.group(1))
    eff.steps.append({"do": "gain_life", "amount": {"count": _STATS[m.group(2).lower()], "of": target}, "player": "you"})


@effect_template(r"(that artifact's|that creature's|its) controller (gains|loses) life equal to its (power|toughness|mana value)")
def life_equal_to_its_after_no_regeneration(eff, m):
    who = m.group(1).lower()
    noun = "permanent" if who == "its" else who.split("'")[0].split()[1]
    types = _permanent_types(eff.targets[0]) if len(eff.targets) == 1 else "?"
    if len(eff.sentence_starts) != 3 or not _moved_before(eff) or not _names_it(noun, types) \
            or (m.group(3).lower() != "mana value" and types != ["Creature"]):
        return pass_on(eff, m, life_equal_to_its_after_no_regeneration)
    eff.steps.insert(0, {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1
    eff.steps.append({"do": "gain_life" if m.group(2).lower() == "gains" else "lose_life",
                      "amount": {"count": _STATS[m.group(3).lower()], "of": "target:0"}, "player": "its_controller"})
