""" "Prevent the next N damage that would be dealt to any target this turn"
(615 in 2026: a prevention shield on the target)."""
from __future__ import annotations

from .damage import _amount
from .registry import effect_template
from .targets import DAMAGE_TARGETS, TARGET_RE, ref
from .text import NUMBER


@effect_template(rf"prevent the next ({NUMBER}) damage that would be dealt to ({TARGET_RE}|~|you) this turn")
def prevent_next(eff, m):
    """Any target, "you" (Conservator) or a target the grammar reads that can be dealt damage
    ("target artifact creature": Argivian Blacksmith)."""
    eff.steps.append({"do": "prevent_damage", "amount": _amount(eff, m.group(1)), "to": ref(eff, m.group(2), DAMAGE_TARGETS)})


@effect_template(r"prevent all combat damage that would be dealt this turn")
def fog(eff, m):
    """Fog: every combat damage event this turn is prevented, from creatures that arrive later
    too (it changes the rules of the game: 2007 418.3b; 2026 611.2c)."""
    eff.steps.append({"do": "prevent_all_damage", "from": "combat"})
