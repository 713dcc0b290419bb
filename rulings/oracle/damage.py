""" "~ deals N damage to any target / target creature / each creature": any target
phrase that names only creatures, planeswalkers and players ("target attacking
or blocking creature", "target player or planeswalker")."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import DAMAGE_TARGETS, TARGET_RE, ref
from .text import NUMBER, amount


def _amount(eff, word):
    n = amount(word)
    if n == "X" and not eff.allow_x:
        raise NotUnderstood(word)
    return n


@effect_template(rf"~ deals ({NUMBER}) damage to ({TARGET_RE}|~|you)")
def damage(eff, m):
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": ref(eff, m.group(2), DAMAGE_TARGETS)})


@effect_template(rf"~ deals ({NUMBER}) damage to each creature")
def damage_each_creature(eff, m):
    eff.steps.append({"do": "for_each", "creatures": {},
                      "effect": [{"do": "damage", "amount": _amount(eff, m.group(1)), "to": "it"}]})


@effect_template(rf"~ deals ({NUMBER}) damage to each creature and each player")
def damage_each_creature_and_player(eff, m):
    """Inferno: each creature, then each player in APNAP order (101.4), all from the one source."""
    n = _amount(eff, m.group(1))
    eff.steps.append({"do": "for_each", "creatures": {}, "effect": [{"do": "damage", "amount": n, "to": "it"}]})
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "damage", "amount": n, "to": "it"}]})
