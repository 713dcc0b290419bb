""" "You may pay {1}{W}", "you may pay {E}{E}", "you may pay 3 life", each read
with its "If you do, [effect]" by `optional.if_you_do`: the engine's `may` with
`pay_mana` (any mana cost without {X}, hybrid or Phyrexian symbols; paid from the
pool or with the player's mana abilities, refused if it can't be), `pay_energy`
(2026 107.14; energy is later than February 2007) or `pay_life` (2026 119.4).
The choice is made as the effect is applied (2007: 413.2c; 2026: 608.2d, 118.12).

A bare "{N}" stays with `optional.may_pay` (registered before this module)."""
from __future__ import annotations

import re

from .damage import _amount
from .optional import _may
from .registry import NotUnderstood, effect_template, parse_sentence
from .targets import PERMANENT_TARGETS, TARGET_RE, ref
from .text import NUMBER

_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"


@effect_template(rf"you may (pay {_MANA})")
def may_pay_mana(eff, m):
    cost = m.group(2)
    if re.fullmatch(r"\{\d+\}", cost):
        raise NotUnderstood(m.group(0))  # generic alone: optional.may_pay
    _may(eff, f"pay {cost}", pay_mana=cost, effect=[])


@effect_template(r"you may (pay ((?:\{E\})+))")
def may_pay_energy(eff, m):
    _may(eff, m.group(1), pay_energy=m.group(2).count("{E}"), effect=[])


@effect_template(rf"you may (pay ({NUMBER}) life)")
def may_pay_life(eff, m):
    _may(eff, m.group(1), pay_life=_amount(eff, m.group(2)), effect=[])


@effect_template(rf"you may (tap or untap ({TARGET_RE}))")
def may_tap_or_untap_target(eff, m):
    """ "You may tap or untap target permanent": which of the two is chosen with the choice
    (the engine's tap_or_untap)."""
    what = ref(eff, m.group(2), PERMANENT_TARGETS)
    _may(eff, m.group(1), effect=[{"do": "tap_or_untap", "what": what}])


@effect_template(r"you may ((tap|untap) (.+))")
def may_tap_or_untap(eff, m):
    """ "You may tap target creature", "You may untap ~": the sentence without "you may", read by
    removal.tap, wrapped in the choice."""
    inner = _inner(eff, m.group(1))
    if [s.get("do") for s in inner] not in (["tap"], ["untap"], ["untap", "gain_control"]):
        raise NotUnderstood(m.group(0))
    _may(eff, m.group(1).replace("~", "it"), effect=inner)


def _inner(eff, sentence: str) -> list:
    before = eff.steps
    eff.steps = []
    try:
        parse_sentence(eff, sentence)
        return eff.steps
    finally:
        eff.steps = before


_SACRIFICE = {"another creature": "another_creature", "a creature": "creature", "an artifact": "artifact",
              "another artifact": "another_artifact", "a land": "land",
              "another creature or an artifact": "another_creature_or_artifact",
              "another creature or artifact": "another_creature_or_artifact"}


@effect_template(r"you may (sacrifice (~|another creature|a creature|an artifact|another artifact|a land|"
                 r"another creature or an artifact|another creature or artifact))")
def may_sacrifice(eff, m):
    """ "You may sacrifice another creature. If you do, ...": the permanent is named with the choice
    (the engine's may_sacrifice). "Sacrifice it" stays text only: "it" may be what triggered the ability."""
    what = m.group(2).lower()
    if what == "~" and not (set(eff.card.types) & {"Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle"}):
        raise NotUnderstood(m.group(0))
    kind = "self" if what == "~" else _SACRIFICE[what]
    _may(eff, m.group(1).replace("~", "it"), pay_sacrifice=kind, effect=[])
