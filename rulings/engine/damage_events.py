"""One damage event per source: "Whenever this creature deals damage" (Spirit Link,
Loxodon Warhammer) triggers once for all the damage a source deals at the same
time, however many creatures and players receive it, and "that much" is the total
(2007: 410.6; 2026: 603.2c: an ability triggers only once each time its trigger
event occurs). Damage is dealt at the same time when one instruction deals it
(one sentence's "to each creature") or when combat damage is dealt (2007: 310.4,
"all dealt at once"; 2026: 510.2, "dealt simultaneously").

A trigger that names its recipient ("to a creature", "to a player") still
triggers once for each recipient: each is its own occurrence in the event.

The same holds for the permanent dealt the damage: "Whenever this creature is dealt damage"
(Kami of the Honored Dead, Body of Knowledge) triggers once for all the damage dealt to it at
the same time, whatever the number of sources (two blockers), and "that much" is the total
(2007: 410.6; 2026: 603.2c)."""
from __future__ import annotations

from contextlib import contextmanager

_OPEN: list[dict] = []  # the events being dealt: source id -> [source, total, combat]


@contextmanager
def one_damage_event(game):
    """All damage dealt inside is one event; each source's total fires as it closes
    (only the outermost closes: an instruction inside combat damage stays in it)."""
    _OPEN.append({})
    try:
        yield
    except BaseException:
        _OPEN.pop()  # an action refused halfway: nothing triggers
        raise
    totals = _OPEN.pop()
    if _OPEN:
        for key, (src, n, combat) in totals.items():
            _add(_OPEN[-1], src, n, combat, key[0] == "to")
    else:
        for key, (src, n, combat) in totals.items():
            (_fire_received if key[0] == "to" else _fire)(game, src, n, combat)


def dealt(game, src, n: int, combat: bool, to=None) -> None:
    """`src` dealt `n` damage (after prevention) to one recipient (`to`: the permanent, if one)."""
    if n <= 0 or src is None:
        return
    if _OPEN:
        _add(_OPEN[-1], src, n, combat)
        if to is not None:
            _add(_OPEN[-1], to, n, combat, True)
    else:
        _fire(game, src, n, combat)
        if to is not None:
            _fire_received(game, to, n, combat)


def _add(totals: dict, src, n: int, combat: bool, received: bool = False) -> None:
    key = ("to" if received else "by", src.id, src.zcc)
    if key in totals:
        totals[key][1] += n
    else:
        totals[key] = [src, n, combat]


def _fire(game, src, n: int, combat: bool) -> None:
    from .triggers import fire
    fire(game, "damage_event", source=src, obj=None, it=None, amount=n, combat=combat, whole_event=True)


def _fire_received(game, obj, n: int, combat: bool) -> None:
    """All the damage dealt to `obj` at once: "Whenever ~ is dealt damage" (triggers.py)."""
    from .state import TargetRef
    from .triggers import fire
    fire(game, "damage_received_event", source=None, obj=obj, it=TargetRef("object", obj.id, obj.zcc), amount=n, combat=combat,
         whole_event=True)


def matches(game, trig: dict, source, event: str, data: dict, matches_damage) -> bool:
    """"Whenever ~ deals damage" (no recipient named: `to` absent or "any") matches
    the whole event, never one recipient's share of it."""
    whole = trig.get("to", "any") == "any"
    if event == "damage_event":
        return whole and matches_damage(game, trig, source, data)
    return not whole and matches_damage(game, trig, source, data)
