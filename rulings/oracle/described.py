"""The plural descriptions of "destroy all [X]", "each creature [X]": "enchantments",
"artifacts and enchantments", "nonland permanents", "creatures with power 3 or
less", "tapped creatures", "creatures your opponents control", "Islands", read by
the target grammar (targets.py) as the singular "target [X]" would be, into the
same filter (rulings/engine/target_filter.py) with no target: every permanent in
play it describes, protection or hexproof not mattering (2026: 115.1 and 702.16;
an "all" effect doesn't target). A description the grammar does not read whole
stays text only.
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood
from .targets import parse

PLURALS = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment", "lands": "land",
           "planeswalkers": "planeswalker", "permanents": "permanent"}
BASIC_LAND_TYPES = {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain", "forests": "Forest"}
_TYPE_WORDS = ("artifact", "creature", "enchantment", "land", "planeswalker")
#: the words a description may use (a plural noun, an adjective or a qualifier of the target grammar)
DESCRIPTION_RE = (r"(?:other\s)?(?:(?:[a-z]+|\d+),?\s(?:and\s|or\s)?)*?(?:[a-z]+|\d+)"
                  r"(?:\s(?:with|without|you|your|an|that)\b[a-z0-9' ]*)?")


def _subtype(word: str) -> str | None:
    if word in BASIC_LAND_TYPES:
        return BASIC_LAND_TYPES[word]
    if word.endswith("s") and word[:-1].capitalize() in CREATURE_TYPES and word[:-1].capitalize() not in ("Time Lord",):
        return word[:-1].capitalize()
    if word in ("shrines", "gates"):  # an enchantment's and a land's subtype ("the number of Shrines you control": pump_counts.py)
        return word[:-1].capitalize()
    return None


def each_described(eff, phrase: str) -> dict:
    """ "Each creature without flying", "each other creature", "each creature your opponents
    control": the singular of `described`, only creatures (what damage is dealt to here)."""
    words = phrase.lower().split()
    if not words or words[0] == "each":
        raise NotUnderstood(phrase)
    plural = [("creatures" if w == "creature" else w) for w in words]
    if "creature" not in words or any(w in PLURALS for w in words):
        raise NotUnderstood(phrase)
    return described(eff, " ".join(plural), creatures_only=True)


def described(eff, phrase: str, *, creatures_only: bool = False) -> dict:
    """The filter for "all [phrase]" / "each [phrase]": NotUnderstood unless the grammar
    reads it whole as permanents in play. "Other" (not this permanent) only on a
    permanent's ability. `creatures_only`: the phrase must describe only creatures."""
    words = phrase.lower().replace(",", " ,").split()
    other = bool(words) and words[0] == "other"
    if other:
        words = words[1:]
        if {"Instant", "Sorcery"} & set(eff.card.types):
            raise NotUnderstood(phrase)
    subtype = None
    out: list[str] = []
    for i, w in enumerate(words):
        if w in PLURALS:
            out.append(PLURALS[w])
        elif _subtype(w) and subtype is None and not out[-1:] in (["with"], ["without"]):
            subtype = _subtype(w)
            out.append("permanent")
        elif w == "and" and out and (out[-1] == "," or out[-1] in _TYPE_WORDS) and i + 1 < len(words) \
                and PLURALS.get(words[i + 1]) in _TYPE_WORDS:
            out.append("or")  # "artifacts and enchantments": each artifact and each enchantment
        else:
            out.append(w)
    text = " ".join(out).replace(" ,", ",")
    text = re.sub(r"\byour opponents control$", "an opponent controls", text)
    if not any(w in PLURALS or _subtype(w) for w in words):
        raise NotUnderstood(phrase)  # a plural noun says "all of them"
    spec = dict(parse("target " + text))
    if subtype:
        if "types" in spec:
            raise NotUnderstood(phrase)
        spec["subtypes"] = [subtype]
    if spec.get("zone", "in_play") != "in_play" or spec.get("player"):
        raise NotUnderstood(phrase)
    if creatures_only and spec.get("types") != ["Creature"]:
        raise NotUnderstood(phrase)
    if other:
        spec["other"] = True
    return {k: spec[k] for k in sorted(spec)}
