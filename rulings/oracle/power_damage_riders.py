"""A tapped or targeted creature made to deal damage equal to its power after the sentence that names it:

- "Tap target untapped creature. That creature deals damage equal to its power to its controller." (Backlash;
  Traitor's Roar: "It deals ..."): the creature is the source of the damage (2007 413.2f; 2026 608.2h: its
  power as the instruction is followed), dealt to the player who controls it then (noted just before,
  rulings/engine/effects/its_controller.py);
- "Tap target creature. It deals damage equal to its power to another target creature." (Deadshot): the
  second target any creature but the first (one word "target" each, `not_an_earlier_target`).

An illegal target gets nothing and does nothing (2007 413.2a; 2026 608.2b: rulings/engine/effects/fight.py's
`damage_equal_to_power`). "It" / "that creature" must be the effect's one creature target named just before."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import is_creature


def _the_creature(eff, m) -> str:
    if len(eff.targets) != 1 or eff.last_target is None or not is_creature(eff.targets[-1]) or not eff.steps:
        raise NotUnderstood(m.group(0))
    return eff.last_target


@effect_template(r"(?:it|that creature) deals damage equal to its power to its controller")
def power_damage_to_its_controller(eff, m):
    by = _the_creature(eff, m)
    eff.steps.append({"do": "note_its_controller", "of": by})
    eff.steps.append({"do": "damage_equal_to_power", "by": by, "to": "its_controller"})


@effect_template(r"it deals damage equal to its power to another target creature")
def power_damage_to_another_target_creature(eff, m):
    by = _the_creature(eff, m)
    to = eff.target({"types": ["Creature"], "not_an_earlier_target": True})
    eff.steps.append({"do": "damage_equal_to_power", "by": by, "to": to})
