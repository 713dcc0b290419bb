""""Whenever one or more creatures you control deal combat damage to a player" (Grim
Hireling, Professional Face-Breaker): all the combat damage of one combat damage step is
dealt at once (2007: 310.4, from the stack; 2026: 510.2, "dealt simultaneously"), so the
creatures of one player that deal combat damage to one player in that step are one
trigger event, and the ability triggers once for that player (2007: 410.6; 2026: 603.2c:
"An ability triggers only once each time its trigger event occurs"). It triggers once for
each player so dealt damage (each is its own occurrence), and again in a second combat
damage step (first strike: 510.4), which deals its damage in another event.

Only damage really dealt counts (none if all of it was prevented); the creature is read as
it last existed if it has left (2007: 310.4b; 2026: 510.1)."""
from __future__ import annotations

from contextlib import contextmanager

EVENT = "creatures_deal_combat_damage"
_OPEN: list[dict] = []  # (controller index, damaged player's name) -> total combat damage
_DEALERS: list[dict] = []  # the same keys -> what each creature was as it dealt it (combat_damage_dealers.py)


@contextmanager
def one_combat_damage_step(game):
    """The combat damage of one step: each (controller, player) pair fires once as it closes."""
    _OPEN.append({})
    _DEALERS.append({})
    try:
        yield
    except BaseException:
        _OPEN.pop()
        _DEALERS.pop()
        raise
    dealt = _OPEN.pop()
    dealers = _DEALERS.pop()
    from .state import TargetRef
    from .triggers import fire
    for (controller, name), n in dealt.items():
        fire(game, EVENT, player=controller, it=TargetRef("player", name, 0), amount=n, combat=True, whole_event=True, obj=None,
             dealers=tuple(dealers.get((controller, name), ())))
    from .initiative import combat_damage_step
    combat_damage_step(game, dealt)  # the initiative taken by the creatures' controller (2026 726.2)


def dealt(game, src, ref, n: int) -> None:
    """`src` dealt `n` combat damage to `ref`: noted if it is a creature dealing it to a player."""
    if not _OPEN or ref.kind != "player" or n <= 0 or src is None:
        return
    from .continuous import last_known
    if not last_known(game, src).is_creature:
        return
    key = (src.controller, ref.id)
    _OPEN[-1][key] = _OPEN[-1].get(key, 0) + n
    from .combat_damage_dealers import snapshot
    _DEALERS[-1].setdefault(key, []).append(snapshot(game, src))


def matches(trig: dict, source, data: dict) -> bool:
    """ "you control": the creatures' controller is the ability's controller."""
    from .combat_damage_dealers import batch_matches  # "one or more Pirates you control" (its `dealer`)
    return trig.get("event") == EVENT and data["player"] == source.controller and batch_matches(trig, data)
