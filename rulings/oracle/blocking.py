""" "Target creature can't block this turn", "~ can't be blocked this turn":
a restriction on blocking until the turn ends (the engine's `cant_block` and
`cant_be_blocked` instructions; 2007: 309.2a, 2026: 509.1b)."""
from __future__ import annotations

from .registry import effect_template
from .targets import CREATURE_TARGETS, TARGET_RE, ref


@effect_template(rf"(~|{TARGET_RE}|it|that creature) (can't block|can't be blocked) this turn")
def blocking_this_turn(eff, m):
    """ "It" / "that creature" is the creature targeted a sentence before (ref says so or refuses)."""
    who = m.group(1).lower()
    if who in ("it", "that creature") and (not eff.targets or eff.targets[-1] not in
                                           ("creature", "creature_you_control", "nonblack_creature",
                                            "nonartifact_nonblack_creature")):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))
    do = "cant_block" if m.group(2).lower() == "can't block" else "cant_be_blocked"
    eff.steps.append({"do": do, "to": ref(eff, m.group(1), CREATURE_TARGETS + ("~", "it", "that creature"))})
