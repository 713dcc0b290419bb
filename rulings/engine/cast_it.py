"""A permanent that was cast, and from where: "When this creature enters, if you cast it, ..." and
"... if you cast it from your hand, ..." (Reiver Demon, Coal Stoker). A permanent spell that resolves
becomes the permanent (2007 413.2h; 2026 608.3); the permanent it becomes remembers how that spell
was cast until it leaves the battlefield (a new object then: 2007 217.1c; 2026 400.7). An
intervening "if" (2007 404.3; 2026 603.4) reads it as the permanent entered (its zone-change count),
so it still holds on resolution after the permanent has left. A permanent put onto the battlefield
without being cast (reanimated, "put onto the battlefield") was not cast; neither was a copy."""
from __future__ import annotations

from .state import Effect

#: the condition's values: "if you cast it" (`anywhere`) and "if you cast it from your hand" (`hand`)
CAST_FROM = ("anywhere", "hand")


def mark_entering(game, obj, item) -> None:
    """A permanent spell resolving: the permanent it becomes (its next zone-change count) was cast,
    from its controller's hand or not (the spell's `from_hand`, actions/casting.py). Only a card with
    an ability that asks is marked (the mark is shown among the state's effects)."""
    if not any("source_was_cast" in (ab.get("if") or {}) for ab in obj.card.get("abilities", ())):
        return
    where = ("hand",) if item.get("from_hand") else ()
    game.effects = game.effects + (Effect(game.new_timestamp(), "was_cast", obj.id, obj.zcc + 1, where, None, obj.id),)


def was_cast(game, source_id: str | None, zcc: int | None, cast_from: str) -> bool:
    obj = game.objects.get(source_id) if source_id else None
    if obj is None:
        return False
    want = obj.zcc if zcc is None else zcc
    return any(e.kind == "was_cast" and e.target == obj.id and e.zcc == want and (cast_from == "anywhere" or "hand" in e.data)
               for e in game.effects)


def said(cast_from: str, words) -> str:
    """The condition in the edition's words (2007 "played", 2026 "cast")."""
    return f"it was {words.cast_past}" + (" from its controller's hand" if cast_from == "hand" else "")
