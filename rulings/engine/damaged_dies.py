""""Whenever a creature dealt damage by this creature this turn dies, ..." (Sengir Vampire): a
leaves-the-battlefield trigger (2007 410.10c; 2026 603.6c, 603.10a) of the creature that dealt
the damage, `{"event": "dies", "who": "dealt_damage_by_self"}`. Damage a permanent with such an
ability deals to a creature is remembered until the turn ends (replacement.remember_damage, the
record "If a creature dealt damage by ~ this turn would die" also reads), for that object: a
creature that left and came back is a new object (2007 217.1c; 2026 400.7) and was dealt no
damage by it, and the ability of a creature that dies in the same event still triggers, looking
back (2007 410.10d; 2026 603.10a)."""
from __future__ import annotations

WHO = "dealt_damage_by_self"


def reads_damage(abilities) -> bool:
    return any(ab.get("kind") == "triggered" and ab.get("trigger", {}).get("who") == WHO for ab in abilities)


def _zcc_then(obj) -> int:
    """The object's zone-change counter before this event moved it (a move adds one)."""
    return obj.zcc if obj.zone == "in_play" else obj.zcc - 1


def matches(game, source, dying) -> bool:
    """Whether `dying` (just moved from the battlefield) was dealt damage this turn by `source` as the object it was then."""
    from .replacement import DAMAGED_BY
    return any(e.kind == DAMAGED_BY and e.target == dying.id and e.zcc == _zcc_then(dying) and e.get("by") == source.id
               and e.get("by_zcc") == _zcc_then(source) for e in game.effects)
