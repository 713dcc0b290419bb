"""Keyword mechanics of later sets, each with the abilities linked to it, all
later than February 2007 (played under the 2026 rules; under the 2007 rules
the engine says they do nothing):

- "Exploit" (2026 702.110a: the engine's exploit.py) on a creature, and "When
  ~ exploits a creature, [effect]" (702.110b), the creature's own trigger: an
  effect any effect template reads whole ("it" in its first sentence is the
  creature itself). Another creature's exploiting ("Whenever a creature you
  control exploits a creature") and "the exploited creature" stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template


@ability_template(r"Exploit")
def exploit(card, m) -> list[dict]:
    """A creature's own exploit (702.110a)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "exploit"}]


@ability_template(r"When ~ exploits a creature, ([^\"]+)")
def exploits(card, m) -> list[dict]:
    """ "When this creature exploits a creature, ..." (702.110b): only with the creature's
    own exploit, read from its text (a creature given exploit by another stays text only)."""
    from .triggered import _triggered
    if not card.is_permanent_creature or "Exploit" not in [p.split(" (")[0].strip() for p in card.paragraphs]:
        raise NotUnderstood(m.group(0))
    if "exploited" in m.group(1):  # "the exploited creature's toughness": the engine doesn't keep it
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "exploits", "who": "self"}, m.group(1))
