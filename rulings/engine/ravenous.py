"""Ravenous (2026: 702.156a; later than February 2007): "This permanent enters with X +1/+1
counters on it" (a replacement effect, the X paid for its spell: 107.3m) and "When this permanent
enters, if X is 5 or more, draw a card" (an intervening "if", 603.4). The permanent a ravenous
spell becomes remembers the X of that spell (until it leaves the battlefield: 400.7); a triggered
ability's condition `{"source_x_at_least": N}` reads it. A spell with ravenous is refused under
the 2007 rules (free_cast.refuse_later_keyword)."""
from __future__ import annotations

from .free_cast import LATER_KEYWORDS
from .state import Effect

LATER_KEYWORDS["ravenous"] = "702.156"
KIND = "entered_with_x"


def mark_entering(game, obj, item, c) -> None:
    """A resolving ravenous permanent spell: the permanent it becomes (its next zone-change count)
    remembers the X paid (107.3m)."""
    if c.has_keyword("ravenous"):
        from .log import emit
        from .targets import display
        game.effects = game.effects + (Effect(game.new_timestamp(), KIND, obj.id, obj.zcc + 1, (("x", item.x or 0),), None, obj.id),)
        emit(game, f"{display(game, obj)} has ravenous, and X was {item.x or 0} for it.",
             ("ravenous", "it enters with X +1/+1 counters, and when it enters, if X is 5 or more, its controller draws a card"))


def x_of(game, source_id: str | None, zcc: int | None = None) -> int:
    """The X paid for the spell the permanent was (0 if none was)."""
    obj = game.objects.get(source_id) if source_id else None
    if obj is None:
        return 0
    want = obj.zcc if zcc is None else zcc
    return next((dict(e.data)["x"] for e in game.effects if e.kind == KIND and e.target == obj.id and e.zcc == want), 0)
