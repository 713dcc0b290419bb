"""Disguise (2026 702.168; later than February 2007, refused under those rules): "Disguise [cost]" means
"You may cast this card as a 2/2 face-down creature with ward {2}, no name, no subtypes, and no mana cost
by paying {3} rather than paying its mana cost" (702.168a-b), and its controller may turn it face up any
time they have priority by paying the disguise cost, a special action (702.168d). The keyword is the
engine's morph with `"disguise": true`, so casting it face down and turning it face up are morph's; what
differs is the face-down permanent's ward {2} (702.168b), kept wherever it is until it is turned face up.
"""
from __future__ import annotations

NO_DISGUISE_2007 = ("disguise is later than the February 2007 rules (2026: 702.168); play this scenario "
                    "under the 2026-06-19 rules")
WARD_2 = {"kind": "keyword", "keyword": "ward", "cost": "{2}"}


def is_disguise(morph: dict | None) -> bool:
    return bool(morph and morph.get("disguise"))


def disguised(obj) -> bool:
    """A face-down object whose own card has disguise (its disguise effect applies: 702.168b)."""
    return obj.face_down and any(ab.get("kind") == "keyword" and ab.get("keyword") == "morph" and ab.get("disguise")
                                 for ab in obj.card.get("abilities", ()))


def face_down_abilities(obj) -> list:
    """The face-down 2/2's abilities: none (708.2a), or ward {2} for a disguised one (702.168b)."""
    return [WARD_2] if disguised(obj) else []
