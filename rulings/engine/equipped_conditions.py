"""A static pump's condition on the creature an Equipment is attached to: "As long as equipped
creature is a Human, it gets +1/+1" (Sharpened Pitchfork), `{"equipped_is_a": "Human"}`. It
holds while the ability's source is attached to a creature that has that creature type, read
each time power and toughness are (2007 418.5a 6d; 2026 613.4c) through layers 1 to 5 only
(continuous.types_now), so it never waits on power and toughness. With a `pump` only (an ability
granted while it holds would read the very creature whose abilities are being gathered)."""
from __future__ import annotations

#: the conditions (continuous.condition_holds) and their kinds, for the loader and the schema
WHILE = {"equipped_is_a": "string"}


def while_holds(game, source, cond: dict) -> bool:
    """Whether the creature `source` is attached to has the creature type `cond` names."""
    from .continuous import types_now
    kind = cond.get("equipped_is_a")
    if kind is None:
        return True
    host = game.attached_host(source) if source.zone == "in_play" else None
    if host is None or host.zone != "in_play":
        return False
    c = types_now(game, host)
    return c.is_creature and kind in c.subtypes


def problems(cond: dict) -> list[tuple[str, str]]:
    """(field, message) for each thing wrong with such a condition (the loader's check)."""
    from .creature_types import CREATURE_TYPES
    kind = cond.get("equipped_is_a")
    if kind is not None and kind not in CREATURE_TYPES:
        return [("equipped_is_a", 'is a creature type ("Human")')]
    return []
