"""Damage and life sentences the damage family left as text only.

"~ deals 2 damage to any target and 3 damage to you" (Orcish Artillery, Psionic Blast): one
source dealing damage to its target and to its controller, both while the spell or ability
resolves, in the order written (2007: 413.2b; 2026: 608.2c).
"""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .targets import DAMAGE_TARGETS, TARGET_RE, ref
from .text import NUMBER


@effect_template(rf"~ deals ({NUMBER}) damage to ({TARGET_RE}) and ({NUMBER}) damage to (you|~|itself)")
def damage_to_target_and_you(eff, m):
    """The target first (it is named first), then the controller or the source itself."""
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": ref(eff, m.group(2), DAMAGE_TARGETS)})
    second = "~" if m.group(4).lower() == "itself" else m.group(4)
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(3)), "to": ref(eff, second)})
