""""Target spell or creature", "target spell or permanent", "target spell or nonland permanent"
(Unsubstantiate, Venser, Shaper Savant): one target that may be either any spell on the stack or a
permanent the rest of the filter describes, the target filter's `or_spell` field.

A spell is an object on the stack (2007 200.8; 2026 109.1, 112.1); a spell or ability can't
target itself (2007 415.6; 2026 115.5). The target is checked as it is chosen and again on
resolution (2007 409.1c, 413.2a; 2026 601.2c, 608.2b): a spell that has left the stack, or a
permanent that has left play, is a new object and no longer that target. Returned to its owner's
hand, a spell leaves the stack without being countered (effects/spell_to_hand.py)."""
from __future__ import annotations


def problems(spec: dict) -> list[tuple[str, str]]:
    """What is wrong with `or_spell` in a filter: `true`, on a permanent's filter (no `zone`, no `player`)."""
    out: list[tuple[str, str]] = []
    if spec["or_spell"] is not True:
        out.append(("or_spell", 'must be true ("target spell or [permanent]": any spell, or a permanent the rest describes)'))
    if spec.get("zone", "in_play") != "in_play" or "player" in spec:
        out.append(("or_spell", 'only beside a permanent\'s filter: no "zone" and no "player"'))
    return out


def why_not_spell(game, obj, name: str, self_id: str | None) -> str | None:
    """None if `obj`, an object on the stack, is a spell there other than the one that targets."""
    if not any(i.kind == "spell" and i.source_id == obj.id for i in game.stack):
        return f"{name} is not a spell on the stack"
    if obj.id == self_id:
        return "a spell can't target itself"
    return None
