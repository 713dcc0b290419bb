"""Checking "[do something] unless you [pay or do something else]" (effects/unless_you.py):
exactly one cost, its fields, and the instructions followed if the player doesn't; and "When you do,
..." (effects/reflexive.py)."""
from __future__ import annotations

import re

from ...effects.unless_you import COSTS, UNLESS_ACTIONS, UNLESS_FILTER_KEYS
from .effect_checks import EFFECT_CHECKS, _plain_mana, effects
from .values import amount, target_specs


def _unless_you(v, st, sp, depth) -> None:
    """The loader's check: exactly one cost, its fields, and the instructions followed if not paid."""
    costs = [k for k in COSTS if k in st]
    if len(costs) != 1:
        v.err(sp, f"must have exactly one of {', '.join(COSTS)}")
    if "pay_mana" in st and not _plain_mana(st["pay_mana"]):
        v.err(f"{sp}.pay_mana", 'must be a mana cost without {X}, hybrid or Phyrexian symbols, such as "{1}{W}"')
    elif "pay_mana" in st and v.edition == "2007-02-01" and "{C}" in st["pay_mana"]:
        v.err(f"{sp}.pay_mana", "the February 2007 rules have no {C} symbol; play this scenario under the 2026-06-19 rules")
    for k in ("pay", "pay_life", "pay_energy"):
        if k in st:
            amount(v, st[k], f"{sp}.{k}")
    if "action" in st:
        if st["action"] not in UNLESS_ACTIONS:
            v.err(f"{sp}.action", f"must be one of {', '.join(UNLESS_ACTIONS)}")
        n = st.get("count", 1)
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20:
            v.err(f"{sp}.count", "must be a whole number from 1 to 20")
        flt = st.get("filter", {})
        if not isinstance(flt, dict) or set(flt) - set(UNLESS_FILTER_KEYS):
            v.err(f"{sp}.filter", f"must be an object with only {', '.join(UNLESS_FILTER_KEYS)}")
        else:
            for k in ("types", "subtypes", "not_subtypes", "not_types"):
                if k in flt and not (isinstance(flt[k], list) and all(isinstance(x, str) for x in flt[k])):
                    v.err(f"{sp}.filter.{k}", "must be a list of type names")
            for k in ("another", "untapped"):
                if k in flt and not isinstance(flt[k], bool):
                    v.err(f"{sp}.filter.{k}", "must be true or false")
        if "random" in st:
            v.boolean(st["random"], f"{sp}.random")
            if st["action"] != "discard":
                v.err(f"{sp}.random", 'is only for "discard"')
    else:
        for k in ("count", "filter", "random"):
            if k in st:
                v.err(f"{sp}.{k}", 'is only with "action"')
    if "echo" in st:
        v.boolean(st["echo"], f"{sp}.echo")
    if "controller_of" in st and not (isinstance(st["controller_of"], str) and re.fullmatch(r"target:\d+", st["controller_of"])):
        v.err(f"{sp}.controller_of", 'must be a target reference such as "target:0" (the permanent whose controller may pay)')
    if "player" in st and "controller_of" in st:
        v.err(sp, 'has at most one of "player" and "controller_of"')
    if "effect" not in st:
        v.err(f"{sp}.effect", "is required")
    elif depth >= 3:
        v.err(f"{sp}.effect", "is nested too deeply")  # (effect_checks.effects checks its instructions, with the targets)


EFFECT_CHECKS["unless_you"] = _unless_you


def _reflexive_trigger(v, st, sp, depth) -> None:
    """ "When you do, ..." (effects/reflexive.py): its own targets, and its instructions, which name them."""
    n = target_specs(v, st["targets"], f"{sp}.targets") if "targets" in st else 0
    if not isinstance(st.get("effect"), list) or not st["effect"]:
        v.err(f"{sp}.effect", "is required: the reflexive ability's instructions")
    elif depth < 3:
        effects(v, st["effect"], f"{sp}.effect", n, depth + 1)
    else:
        v.err(f"{sp}.effect", "is nested too deeply")


EFFECT_CHECKS["reflexive_trigger"] = _reflexive_trigger
