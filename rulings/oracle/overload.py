"""Overload (2026 702.96; the engine's rulings/engine/overload.py), on an instant or sorcery:
"Overload [cost]" is an alternative cost; paid, it changes the spell's text, replacing every
"target" with "each" (702.96a), so the spell has no targets (702.96b).

The compiler asks `overload_line` for the card's last paragraph, once the spell's effect is
read. The keyword is read only when the whole effect of the spell is one paragraph with one
instance of the word "target" (the spell's one target), and its changed text is read:
- first as the text it becomes ("Electrickery deals 1 damage to each creature you don't
  control", "Each player discards two cards"), through the templates that read such a sentence;
- else, for a target that is a permanent described by its qualities ("target artifact you don't
  control", "target creature you control"), as "for each" such permanent, the instructions the
  target had now about each of them in turn ("Return each nonland permanent you don't control to
  its owner's hand": what "Return all nonland permanents you don't control to their owners'
  hands" is read as). Every instruction of the effect must be about the target then (an
  instruction about something else would happen once per permanent), and none may already say
  "it" or repeat itself "for each".
Anything else (a target spell, "any target", two targets, "that targets") leaves the keyword text
only: Counterflux's "Counter each spell you don't control" is not read."""
from __future__ import annotations

import copy
import re

from .registry import NotUnderstood, parse_effect
from .text import self_references, sentences, strip_reminders

LINE = re.compile(r"Overload ((?:\{(?:\d+|[WUBRGCX])\})+)")
#: a target filter's fields that describe a permanent by its own qualities, as "all ..." does
PERMANENT_FIELDS = {"types", "all_types", "not_types", "subtypes", "not_subtypes", "colors", "not_colors", "controller",
                    "tapped", "keyword", "not_keyword", "supertypes", "not_supertypes",
                    "power_min", "power_max", "toughness_min", "toughness_max", "mana_value_min", "mana_value_max"}
#: the named target kinds that are permanents so described
NAMED = {"creature": {"types": ["Creature"]}, "creature_you_control": {"types": ["Creature"], "controller": "you"},
         "land": {"types": ["Land"]}, "nonblack_creature": {"types": ["Creature"], "not_colors": ["black"]},
         "nonartifact_nonblack_creature": {"types": ["Creature"], "not_types": ["Artifact"], "not_colors": ["black"]}}


def changed_text(plain: str) -> str:
    """702.96a: every instance of the word "target" replaced with the word "each"."""
    return re.sub(r"\bTarget\b", "Each", re.sub(r"\btarget\b", "each", plain))


def overload_line(card, plain: str, spell, name: str) -> list[dict] | None:
    """The overload keyword of the card's last paragraph "Overload [cost]", with the instructions of
    its changed text; None if the paragraph isn't such a line; NotUnderstood if its text isn't read."""
    m = LINE.fullmatch(plain)
    if m is None:
        return None
    if not ({"Instant", "Sorcery"} & set(card.types)):
        raise NotUnderstood(plain)
    if not card.paragraphs or strip_reminders(card.paragraphs[-1]).strip() != plain:
        raise NotUnderstood(plain)  # the effect must all be read before it
    return [{"kind": "keyword", "keyword": "overload", "cost": m.group(1), "effect": overloaded_effect(card, spell, name)}]


def overloaded_effect(card, spell, name: str) -> list[dict]:
    others = [self_references(strip_reminders(p), name) for p in card.paragraphs[:-1]]
    words = [w for p in others for w in re.findall(r"\btargets?\b|\btargeted\b", p, re.IGNORECASE)]
    if [w.lower() for w in words] != ["target"] or len(spell.targets) != 1:
        raise NotUnderstood("overload: not one target")
    (paragraph,) = [p for p in others if re.search(r"\btarget\b", p, re.IGNORECASE)]
    whole = parse_effect(card, sentences(paragraph), allow_x=card.has_x)
    if whole.targets != spell.targets or whole.steps != spell.steps:
        raise NotUnderstood("overload: the spell's effect is more than its targeted paragraph")
    try:
        each = parse_effect(card, sentences(changed_text(paragraph)), allow_x=card.has_x)
        if not each.targets and "target:" not in repr(each.steps):
            return each.steps
    except NotUnderstood:
        pass
    return _for_each_permanent(spell.targets[0], spell.steps)


def _for_each_permanent(spec, steps: list[dict]) -> list[dict]:
    """The target's instructions about each permanent it described, in turn."""
    if isinstance(spec, str):
        spec = NAMED.get(spec)
    if not isinstance(spec, dict) or not spec or set(spec) - PERMANENT_FIELDS \
            or spec.get("controller", "you") not in ("you", "opponent", "not_you"):
        raise NotUnderstood(f"overload: the target is not a permanent described by its qualities: {spec!r}")
    if any("target:0" not in repr(st) for st in steps) or re.search(r"'it'|'for_each'", repr(steps)):
        raise NotUnderstood("overload: an instruction not about the target, or one already about \"it\"")
    return [{"do": "for_each", "permanents": copy.deepcopy(spec), "effect": _it(copy.deepcopy(steps))}]


def _it(value):
    if value == "target:0":
        return "it"
    if isinstance(value, dict):
        return {k: _it(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_it(v) for v in value]
    return value
