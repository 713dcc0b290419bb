"""Damage that depends on a quality of the one target as the spell or ability resolves
(rulings/engine/target_quality.py):

- "instead": "Burning Hands deals 2 damage to target creature or planeswalker. If that permanent is green,
  Burning Hands deals 6 damage instead."; Electrostatic Bolt's "If it's an artifact creature, ~ deals 4
  damage to it instead."; Lightning Dart's "If that creature is white or blue, ~ deals 4 damage to it
  instead."; Purifying Dragon's "If that creature is a Zombie, ~ deals 2 damage to it instead.";
- more damage to its controller: "Burn the Impure deals 3 damage to target creature. If that creature has
  infect, Burn the Impure deals 3 damage to that creature's controller." (Starfall's "is an enchantment",
  Rending Flame's "If that permanent is a Spirit, ~ also deals 2 damage to that permanent's controller").

The sentence before must deal a number of damage to the effect's one target ("that creature", "it"); the
quality is read as the instruction is reached, from the permanent as it is then (2007 413.2f; 2026
608.2h), and exactly one of an "instead" pair is followed (2007 413.2b; 2026 608.2c). Only a color, a card
type, a subtype or a keyword the target grammar reads; any other quality ("has a +1/+1 counter on it",
"is white and/or blue", rarity) is passed on to the templates after these, and stays text only.
"""
from __future__ import annotations

import re

from .damage import _amount
from .registry import NotUnderstood, effect_template, pass_on
from .targets import parse
from .text import NUMBER

_QUALITY_KEYS = {"colors", "types", "all_types", "subtypes", "keyword"}
_COLORS = r"(?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))?"


def _filter(verb: str, quality: str) -> dict:
    """The target filter of "is green", "'s an artifact creature", "is a Zombie", "has infect"."""
    if verb == "has":
        if not re.fullmatch(r"[a-z]+", quality):
            raise NotUnderstood(quality)
        spec = parse(f"target creature with {quality}")
        spec = {k: v for k, v in spec.items() if k != "types"}
    elif re.fullmatch(_COLORS, quality):
        spec = parse(f"target {quality} permanent")
    elif (art := re.fullmatch(r"an? ([A-Za-z]+(?: creature)?)", quality)) is not None:
        spec = parse(f"target {art.group(1)}")
    else:
        raise NotUnderstood(quality)
    if not isinstance(spec, dict) or not spec or set(spec) - _QUALITY_KEYS:
        raise NotUnderstood(quality)
    return spec


def _damage_before(eff) -> dict | None:
    """The one instruction of the sentence before: a number of damage to the effect's one target."""
    starts = eff.sentence_starts
    if len(starts) < 2 or len(eff.targets) != 1 or len(eff.steps) != starts[-1]:
        return None
    before = eff.steps[starts[-2]:starts[-1]]
    if len(before) != 1:
        return None
    st = before[0]
    if st.get("do") != "damage" or st.get("to") != "target:0" or not isinstance(st.get("amount"), int) or set(st) != {"do", "amount", "to"}:
        return None
    return st


_WHO = r"(?:that creature|that permanent|it)"


@effect_template(rf"If (?:(that creature|that permanent) (is|has)|it(?:'s| is)) ([^,]+), ~ deals ({NUMBER}) damage(?: to (?:it|that creature|that permanent))? instead")
def damage_instead_if_target_is(eff, m):
    before = _damage_before(eff)
    noun, verb, quality = m.group(1), m.group(2) or "is", m.group(3)
    try:
        if before is None:
            raise NotUnderstood(m.group(0))
        cond = {"target": "target:0", "filter": _filter(verb, quality)}
    except NotUnderstood:
        return pass_on(eff, m, damage_instead_if_target_is)
    if noun == "that creature" and "Creature" not in (_types(eff.targets[0]) or ["Creature"]):
        raise NotUnderstood(m.group(0))
    n = _amount(eff, m.group(4))
    if not isinstance(n, int) or n == before["amount"]:
        raise NotUnderstood(m.group(0))
    before["unless_target_is"] = cond
    eff.steps.append({"do": "damage", "amount": n, "to": "target:0", "if_target_is": dict(cond)})


@effect_template(rf"If (that creature|that permanent) (is|has) ([^,]+), ~ (?:also )?deals ({NUMBER}) damage to that (creature|permanent)'s controller")
def damage_to_controller_if_target_is(eff, m):
    before = _damage_before(eff)
    try:
        if before is None or m.group(1).split()[1] != m.group(5):
            raise NotUnderstood(m.group(0))
        cond = {"target": "target:0", "filter": _filter(m.group(2), m.group(3))}
    except NotUnderstood:
        return pass_on(eff, m, damage_to_controller_if_target_is)
    n = _amount(eff, m.group(4))
    if not isinstance(n, int):
        raise NotUnderstood(m.group(0))
    eff.steps.insert(0, {"do": "note_its_controller", "of": "target:0"})  # as it is then (its_controller.py)
    eff.sentence_starts[-1] += 1
    eff.steps.append({"do": "damage", "amount": n, "to": "its_controller", "if_target_is": cond})


def _types(target):
    if isinstance(target, str):
        return ["Creature"] if "creature" in target else None
    return target.get("types")
