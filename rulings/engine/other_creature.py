"""The other creature of a block or of damage, as a trigger condition describes it:
"Whenever this creature blocks or becomes blocked by a non-Wall creature" (Cockatrice),
"... by a nonblack creature" (Dread Specter), "... by a green or white creature"
(Abomination), "Whenever this creature deals damage to a Vampire" (Vampire Slayer).

The trigger key `other` holds the description; it is checked on the creature's
characteristics as the event happens (the block is declared, the damage dealt): 2007
309.3 / 310.4, 2026 509.3b, 509.3d, 510.2. A creature that no longer fits later
still had the ability trigger.

`other` is a dict of one or two of:
- `subtypes`: a list; the creature has at least one of them ("a Goblin or Orc");
- `not_subtype`: the creature lacks it ("non-Wall");
- `colors`: a list; the creature is at least one of them ("a green or white creature");
- `not_color`: the creature isn't that color ("nonblack").
"""
from __future__ import annotations

from .scenario.vocabulary import COLORS

EVENTS = ("blocks_a_creature", "becomes_blocked_by", "deals_damage")
KEYS = ("subtypes", "not_subtype", "colors", "not_color")


def fits(game, other: dict, obj) -> bool:
    """Whether `obj` now fits the description `other`."""
    from .continuous import characteristics
    if obj is None:
        return False
    c = characteristics(game, obj)
    subtypes, colors = c.subtypes or (), c.colors or ()
    if "subtypes" in other and not any(t in subtypes for t in other["subtypes"]):
        return False
    if "not_subtype" in other and other["not_subtype"] in subtypes:
        return False
    if "colors" in other and not any(col in colors for col in other["colors"]):
        return False
    if "not_color" in other and other["not_color"] in colors:
        return False
    return True


def describe(other: dict) -> str:
    """The description in words, for the log: "a non-Wall creature"."""
    words = []
    if "not_color" in other:
        words.append(f"non{other['not_color']}")
    if "colors" in other:
        words.append(" or ".join(other["colors"]))
    if "not_subtype" in other:
        words.append(f"non-{other['not_subtype']}")
    noun = " or ".join(other["subtypes"]) if "subtypes" in other else "creature"
    return " ".join(words + [noun])


def check(v, other, path: str) -> None:
    """The loader's check of a trigger's `other`, naming the field at fault."""
    if not v.obj(other, path, KEYS):
        return
    if not other:
        v.err(path, f"must say at least one of {', '.join(KEYS)}")
    for key in ("subtypes", "colors"):
        if key in other:
            val = other[key]
            if not isinstance(val, list) or not val or not all(isinstance(x, str) and x for x in val):
                v.err(f"{path}.{key}", "must be a non-empty list of names")
            elif key == "colors":
                for i, x in enumerate(val):
                    v.choice(x, f"{path}.{key}[{i}]", COLORS)
    if "not_subtype" in other:
        v.string(other["not_subtype"], f"{path}.not_subtype")
    if "not_color" in other:
        v.choice(other["not_color"], f"{path}.not_color", COLORS)


SCHEMA = {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": {
    "subtypes": {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}},
    "not_subtype": {"type": "string", "minLength": 1},
    "colors": {"type": "array", "minItems": 1, "items": {"enum": list(COLORS)}},
    "not_color": {"enum": list(COLORS)}}}
