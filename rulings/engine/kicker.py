"""A permanent that was kicked as it was cast: its abilities linked to the kicker
("When this creature enters, if it was kicked, ...") read whether the kicker cost
was paid (2007 502.21b: "additional abilities that specify what happens if the
kicker cost is paid"; 2026 702.33e, and 702.33d: a spell is "kicked" if its
kicker cost was paid). The permanent remembers it until it leaves play (a new
object then, 2007 217.1c; 2026 400.7); an intervening "if" checked as the
ability resolves looks at the permanent as it entered (its zone-change count),
so it still counts after the permanent has left."""
from __future__ import annotations

from .errors import IllegalAction
from .state import Effect


def multikicker_cost(game, c, times, name: str) -> str:
    """ "Multikicker [cost]": the cost paid any number of times (2026 702.33c); the February 2007
    rules have no multikicker, so a spell can't be kicked with it there."""
    from .actions import add_costs
    if not game.rules.applies("multikicker"):
        raise IllegalAction("kicker", f"kicked: multikicker is later than February 2007; the {game.rules.title} don't have it, "
                                      f"so {name} can't be kicked", "playing_spell_steps")
    return add_costs(*[c.keyword_ability("multikicker")["cost"]] * int(times))


def mark_kicked(game, obj, times=1) -> None:
    """Remember that the permanent was kicked as it was cast, and how many times (multikicker, 702.33c-d:
    `times`; True is once): "for each time it was kicked" reads it (kick_counts.py)."""
    n = 1 if times is True else int(times)
    game.effects = game.effects + (Effect(game.new_timestamp(), "kicked", obj.id, obj.zcc, (("times", n),), None, obj.id),)


def times_kicked(game, source_id: str | None, zcc: int | None = None) -> int:
    """How many times the permanent was kicked as it was cast (0 if it wasn't, or if it is a new object since)."""
    obj = game.objects.get(source_id) if source_id else None
    if obj is None:
        return 0
    want = obj.zcc if zcc is None else zcc
    return sum(e.get("times", 1) for e in game.effects if e.kind == "kicked" and e.target == obj.id and e.zcc == want)


def was_kicked(game, source_id: str | None, zcc: int | None = None) -> bool:
    obj = game.objects.get(source_id) if source_id else None
    if obj is None:
        return False
    want = obj.zcc if zcc is None else zcc
    return any(e.kind == "kicked" and e.target == obj.id and e.zcc == want for e in game.effects)
