"""Damage to a target player and to each creature that player controls:

- "~ deals 2 damage to target player and each creature that player controls" (Chandra's Flame Wave's
  first sentence, Chandra, Flame's Fury's [−8]);
- "~ deals 3 damage to target player and 1 damage to each creature that player controls" (Radiating
  Lightning): its own amount for each;
- "~ deals 4 damage to target player or planeswalker and each creature that player or that
  planeswalker's controller controls" (Flame Wave, Lavalanche, Chandra, Pyrogenius), "and 1 damage to
  each creature ..." (Chandra's Fury), "target opponent or planeswalker" (Angrath, Minotaur Pirate).

The one target is chosen as the spell or ability is put on the stack; as it resolves the target is
dealt its damage, then each creature its player controls then (a planeswalker target: each creature
that planeswalker's controller controls then) is dealt its damage, all from the one source and before
state-based actions are checked (2007 413.2a; 2026 608.2c). If the target is illegal by then, the
spell does nothing at all (its only target: 2007 413.2a; 2026 608.2b), so no creature is dealt damage.
Planeswalkers exist only under the 2026 rules; under 2007 a planeswalker target is refused as the
engine refuses it elsewhere.

Precision: only these exact forms. "each creature they control" after "target player" (not English
the cards use), "each other creature", "each creature and each planeswalker", a second target, or
"that player" after "target creature" stay text only.
"""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, effect_template
from .targets import DAMAGE_TARGETS, ref
from .text import NUMBER

_PLAYER = r"(target player|target opponent)"
_PLAYER_OR_PW = r"(target player or planeswalker|target opponent or planeswalker)"


def _deal(eff, whole: str, phrase: str, first: str, second: str | None) -> None:
    if eff.targets:  # the only target of its sentence: "that player" is this one
        raise NotUnderstood(whole)
    to = ref(eff, phrase, DAMAGE_TARGETS)
    n1 = _amount(eff, first)
    n2 = n1 if second is None else _amount(eff, second)
    eff.steps.append({"do": "damage", "amount": n1, "to": to})
    eff.steps.append({"do": "for_each", "permanents": {"types": ["Creature"]}, "controlled_by": to,
                      "effect": [{"do": "damage", "amount": n2, "to": "it"}]})


@effect_template(rf"~ deals ({NUMBER}) damage to {_PLAYER} and (?:({NUMBER}) damage to )?each creature that player controls")
def damage_to_player_and_their_creatures(eff, m):
    """Chandra, Flame's Fury, Radiating Lightning: the target player, then each creature that player
    controls as it resolves."""
    _deal(eff, m.group(0), m.group(2), m.group(1), m.group(3))


@effect_template(rf"~ deals ({NUMBER}) damage to {_PLAYER_OR_PW} and (?:({NUMBER}) damage to )?each creature "
                 r"that player or that planeswalker's controller controls")
def damage_to_player_or_planeswalker_and_their_creatures(eff, m):
    """Flame Wave, Lavalanche, Chandra's Fury: the target (a player or a planeswalker), then each
    creature that player, or that planeswalker's controller, controls as it resolves
    (rulings/engine/effects/each.py: `controlled_by` naming a planeswalker names its controller)."""
    _deal(eff, m.group(0), m.group(2), m.group(1), m.group(3))
