"""Damage triggers on a creature other than the source: "When enchanted creature is dealt damage"
(Frozen Solid: `who: "enchanted"`), "Whenever equipped creature is dealt damage" (Hot Soup:
`"equipped"`), "Whenever a creature you control is dealt damage" (Rite of Passage:
`"creature_you_control"`), "Whenever a creature is dealt damage" (Death Pits of Rath:
`"any_creature"`).

The ability triggers once for all the damage dealt to that creature at once (the engine's
damage_received_event), as the damage is dealt (2026 603.2; 2007 410.2: a game event matches the
trigger event): the Aura or Equipment must be attached to it then, and
the creature must be one then (a creature the damage destroys has still been dealt it). The
ability's "it" is the creature dealt the damage (the event's object); if it has left the
battlefield by the time the ability resolves, it is a new object and "it" names nothing (2026
400.7; 2007 217.1c)."""
from __future__ import annotations

WHO = ("enchanted", "equipped", "creature_you_control", "any_creature")


def matches(game, trig: dict, source, obj) -> bool:
    """Whether damage dealt to `obj` triggers `source`'s "is dealt damage" ability `trig`."""
    from .continuous import characteristics
    who = trig.get("who")
    if obj is None or obj.zone != "in_play" or who not in WHO:
        return False
    if who in ("enchanted", "equipped"):
        return source.attached_to == obj.id and source.attached_zcc == obj.zcc
    if not characteristics(game, obj).is_creature:
        return False
    return who == "any_creature" or obj.controller == source.controller
