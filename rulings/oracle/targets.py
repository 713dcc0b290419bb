"""The target phrases of Oracle text the engine's target kinds say exactly
(rulings/engine/targets.py). "Any target" (115.4 in 2026: a creature, player,
planeswalker or battle) is the engine's `any_target`: it has no battles, so the
set of legal targets is the same (and planeswalkers are among them)."""
from __future__ import annotations

from .registry import NotUnderstood

TARGET_PHRASES = {
    "any target": "any_target",
    "target creature or player": "creature_or_player",
    "target creature": "creature",
    "target creature you control": "creature_you_control",
    "target player": "player",
    "target opponent": "opponent",
    "target spell": "spell",
    "target instant or sorcery spell": "instant_or_sorcery_spell",
    "target permanent": "permanent",
    "target land": "land",
    "target nonblack creature": "nonblack_creature",
    "target nonartifact, nonblack creature": "nonartifact_nonblack_creature",
    "target creature card from a graveyard": "creature_card_in_a_graveyard",
}
#: an alternation of the phrases, longest first, for the templates' regexes
TARGET_RE = "|".join(sorted((p.replace(" ", r"\s") for p in TARGET_PHRASES), key=len, reverse=True))
CREATURE_TARGETS = ("target creature", "target creature you control", "target nonblack creature",
                    "target nonartifact, nonblack creature")
PERMANENT_TARGETS = CREATURE_TARGETS + ("target permanent", "target land")


def spec(phrase: str) -> str:
    try:
        return TARGET_PHRASES[phrase.lower()]
    except KeyError:
        raise NotUnderstood(phrase) from None


def ref(eff, phrase: str, allowed: tuple[str, ...] | None = None) -> str:
    """The reference an instruction uses for a phrase: "~" is the source
    itself, "you" its controller, a target phrase the next target."""
    p = phrase.lower()
    if p == "~":
        return "self"
    if p == "you":
        return "you"
    if p in ("it", "that creature") and eff.last_target is not None:
        return eff.last_target
    if allowed is not None and p not in allowed:
        raise NotUnderstood(phrase)
    return eff.target(spec(p))
