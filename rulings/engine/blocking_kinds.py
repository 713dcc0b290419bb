"""Blocking restrictions that name a kind of creature: "[This creature] can't be blocked by
Humans", "... can't be blocked except by Walls", "... can't block artifact creatures", "... can't
block or be blocked by creatures with power 2 or greater". Each is a restriction checked as
blockers are declared (2007: 309.2a; 2026: 509.1b), one of evasion.BLOCK_CHECKS.

The keyword ability carries `creatures`, a filter of what a creature is (the fields of
target_filter that describe an object, nothing of who controls it or where it is):

  * `cant_be_blocked_by_kind`: no creature the filter describes may block it;
  * `blocked_only_by_kind`: only a creature the filter describes may block it;
  * `cant_block_kind`: it may block no creature the filter describes.

And `blocks_shadow` ("can block creatures with shadow as though it had shadow"), which evasion.shadow reads;
`cant_be_blocked_by_greater_power` ("can't be blocked by creatures with greater power", "Creatures with power
greater than this creature's power can't block it"): each blocker's power against its own, as blockers are declared.
"""
from __future__ import annotations

from . import evasion, target_filter

KEYWORDS = ("cant_be_blocked_by_kind", "blocked_only_by_kind", "cant_block_kind")
#: the target_filter fields a kind may say: what the creature is, never whose or where
FIELDS = ("types", "all_types", "subtypes", "not_subtypes", "colors", "not_colors", "supertypes", "keyword", "not_keyword", "token",
          "power_min", "power_max", "toughness_min", "toughness_max")


def problems(spec, keywords: tuple) -> list[tuple[str, str]]:
    """What is wrong with a kind, as (field, message) pairs (the loader names the field)."""
    if not isinstance(spec, dict) or not spec:
        return [("", "must be a filter of what the creatures are, such as {\"subtypes\": [\"Human\"]}")]
    out = [(k, "is not a field of a kind of creature: " + ", ".join(FIELDS)) for k in spec if k not in FIELDS]
    if "token" in spec and spec["token"] is not True:
        out.append(("token", 'is only true ("creature tokens")'))
    return out + [(k, m) for k, m in target_filter.problems(spec, keywords) if k.split("[")[0] in FIELDS]


_CREATURE = "creature"


def words(spec: dict) -> str:
    """The kind in the log's words ("a Human or Wall creature", "a creature token")."""
    said = target_filter.describe({**spec, "types": spec.get("types", ["Creature"])}).removeprefix("target ")
    if spec.get("token"):
        said = said.replace(_CREATURE, f"{_CREATURE} token", 1)
    return ("an " if said[:1].lower() in "aeiou" else "a ") + said


def _is(game, obj, spec: dict, name: str) -> str | None:
    """None if `obj` is of the kind, else why not."""
    return target_filter.why_not(game, {"types": ["Creature"], **spec}, obj, name, None, None, None)


def _kinds(c, keyword: str):
    return [ab["creatures"] for ab in c.abilities
            if ab.get("kind") == "keyword" and ab.get("keyword") == keyword and isinstance(ab.get("creatures"), dict)]


def blocked_by_kind(game, b, bc, at, ac, bn, an):
    """A check of evasion.BLOCK_CHECKS."""
    for spec in _kinds(ac, "cant_be_blocked_by_kind"):
        if _is(game, b, spec, bn) is None:
            return "blocking_restrictions", f"{an} can't be blocked by {words(spec)}, and {bn} is one"
    for spec in _kinds(ac, "blocked_only_by_kind"):
        why = _is(game, b, spec, bn)
        if why is not None:
            return "blocking_restrictions", f"{an} can't be blocked except by {words(spec)}, and {why}"
    for spec in _kinds(bc, "cant_block_kind"):
        if _is(game, at, spec, an) is None:
            return "blocking_restrictions", f"{bn} can't block {words(spec)}, and {an} is one"
    if ac.has_keyword("cant_be_blocked_by_greater_power") and (bc.power or 0) > (ac.power or 0):
        return "blocking_restrictions", (f"{an} can't be blocked by creatures with greater power, and {bn}'s power "
                                         f"({bc.power or 0}) is greater than its ({ac.power or 0})")
    return None


evasion.BLOCK_CHECKS += (blocked_by_kind,)
