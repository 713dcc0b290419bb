"""The controller of a permanent the sentence before destroyed or exiled, dealt damage or losing life:

- "Destroy target artifact or enchantment. ~ deals 2 damage to that permanent's controller." (Destructive
  Revelry, Cindervines), "Exile target artifact or land. ~ deals 2 damage to that permanent's controller."
  (Structural Distortion).
- "Destroy target artifact with mana value X. It can't be regenerated. ~ deals X damage to that artifact's
  controller." (Detonate), "Destroy target nonblack creature. It can't be regenerated. Its controller loses
  2 life." (Death Bomb).
- "~ deals 5 damage to target creature or planeswalker and 2 damage to that permanent's controller."
  (Unleash Shell).

The controller is noted before the permanent moves or is dealt damage, as it last existed on the
battlefield (2007 413.2f; 2026 608.2h; rulings/engine/effects/its_controller.py), and is dealt the damage
or loses the life even once the permanent is gone; if the one target is illegal as the spell resolves,
it does nothing (2007 413.2a; 2026 608.2b). "That artifact's" must name what the target phrase names
(an artifact target), "that permanent's" a permanent target; any other sentence before, or a second
target, is passed on to the templates registered after these (damage_more.py, player_instructions.py),
which read the other forms or leave them text only.
"""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template, pass_on
from .targets import DAMAGE_TARGETS, ref
from .text import NUMBER, amount

_PERMANENT_TYPES = {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}
#: the engine's named targets, by the card types they name
_NAMED = {"creature": ["Creature"], "nonblack_creature": ["Creature"], "nonartifact_nonblack_creature": ["Creature"],
          "land": ["Land"], "permanent": None}
_KEYS = {"types", "colors", "not_colors", "not_types", "mana_value", "mana_value_min", "mana_value_max", "combat", "tapped", "controller", "subtypes", "color_kind"}


def _permanent_types(target) -> list | None | str:
    """The card types a permanent target names (None: any permanent); "?" for anything else."""
    if isinstance(target, str):
        return _NAMED.get(target, "?")
    if target.get("player") or target.get("zone", "in_play") != "in_play" or set(target) - _KEYS or "abilit" in repr(target):
        return "?"
    types = target.get("types")
    if not types or not set(types) <= _PERMANENT_TYPES:
        return "?"
    return types


def _names_it(noun: str, types) -> bool:
    if types == "?":
        return False
    if noun == "permanent":
        return True
    return types == [noun.capitalize()]


def _moved_before(eff) -> bool:
    """Whether the sentences before are "Destroy / Exile [the one target]" and at most "It can't be
    regenerated." after it (which only marks that destroy), and the one target is the effect's first."""
    starts = eff.sentence_starts
    if len(eff.targets) != 1 or len(starts) not in (2, 3) or starts[0] != 0:
        return False
    before = eff.steps[:starts[-1]]
    if len(before) != 1 or before[0].get("what") != "target:0":
        return False
    st = before[0]
    if len(starts) == 3:  # "It can't be regenerated." added no instruction of its own: it marked the destroy
        return starts[1] == 1 and st.get("do") == "destroy" and st.get("no_regenerate") is True and set(st) == {"do", "what", "no_regenerate"}
    return st.get("do") in ("destroy", "remove_from_game") and set(st) == {"do", "what"}


def _note_controller_first(eff) -> None:
    eff.steps.insert(0, {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[-1] += 1


@effect_template(rf"~ deals ({NUMBER}) damage to that (permanent|artifact|land|creature)'s controller")
def damage_to_moved_permanents_controller(eff, m):
    if not _moved_before(eff) or not _names_it(m.group(2).lower(), _permanent_types(eff.targets[0])):
        return pass_on(eff, m, damage_to_moved_permanents_controller)
    _note_controller_first(eff)
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": "its_controller"})


@effect_template(rf"its controller (loses|gains) ({NUMBER}) life")
def life_of_destroyed_unregenerated_permanents_controller(eff, m):
    """Death Bomb: only after "Destroy target .... It can't be regenerated." (the other forms: player_instructions.py)."""
    if len(eff.sentence_starts) != 3 or not _moved_before(eff) or _permanent_types(eff.targets[0]) == "?" \
            or m.group(2).upper() == "X":
        return pass_on(eff, m, life_of_destroyed_unregenerated_permanents_controller)
    _note_controller_first(eff)
    eff.steps.append({"do": "lose_life" if m.group(1) == "loses" else "gain_life", "amount": amount(m.group(2)),
                      "player": "its_controller"})


@effect_template(rf"~ deals ({NUMBER}) damage to (target creature or planeswalker|target creature or planeswalker an opponent controls"
                 rf"|target creature or planeswalker you don't control) and ({NUMBER}) damage to that permanent's controller")
def damage_to_creature_or_planeswalker_and_its_controller(eff, m):
    """Unleash Shell: the controller noted as the spell resolves, before the damage (which may destroy the
    permanent), as Chandra's Outrage's "that creature's controller" (damage_and_life.py)."""
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    target = ref(eff, m.group(2), DAMAGE_TARGETS)
    eff.steps.append({"do": "note_its_controller", "of": target})
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": target})
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(3)), "to": "its_controller"})
