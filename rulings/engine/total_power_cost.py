"""A cost that taps other untapped creatures with a total power: crew N (2007 has no
crew; 2026 702.122a) and saddle N (2026 702.171a) read the same creatures from the
action's `pay`, each under its own keyword's words."""
from __future__ import annotations

from .continuous import characteristics
from .errors import IllegalAction
from .targets import display


def creatures_with_total_power(game, player, source, n: int, pay: dict, field: str, keyword: str) -> list:
    """The ids `pay[field]` names, if they are other untapped creatures `player` controls whose
    total power is `n` or greater; else IllegalAction citing `keyword`."""
    chosen = list((pay or {}).get(field) or ())
    if len(set(chosen)) != len(chosen):
        raise IllegalAction(keyword, f"pay.{field} names a creature twice: each creature is tapped once")
    total = 0
    for oid in chosen:
        obj = game.objects.get(oid)
        c = characteristics(game, obj) if obj is not None else None
        if obj is None or obj.zone != "in_play" or obj.controller != player.index or not c.is_creature:
            raise IllegalAction(keyword, f"pay.{field}: {oid} is not a creature {player.name} controls on the battlefield")
        if obj is source:
            raise IllegalAction(keyword, f"pay.{field}: {display(game, obj)} can't {keyword} itself: {keyword} taps other creatures")
        if obj.tapped:
            raise IllegalAction(keyword, f"pay.{field}: {display(game, obj)} is tapped; only untapped creatures can {keyword}")
        from .crew_power_bonus import counted_power
        total += counted_power(game, obj, keyword)  # "crews Vehicles as though its power were 2 greater" (crew_power_bonus.py)
    if total < n:
        raise IllegalAction(keyword, f"pay.{field}: the creatures named have total power {total}, less than {keyword} {n} needs "
                                     f"(\"pay\": {{\"{field}\": [...]}} names the creatures to tap)")
    return chosen
