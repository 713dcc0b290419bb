"""Conditions about two colors of the permanents a player controls (the Apocalypse Sanctuaries, Dega Sanctuary: "At the
beginning of your upkeep, if you control a black or red permanent, you gain 2 life. If you control a black permanent and
a red permanent, you gain 4 life instead."), read for the ability's controller ("you"), each permanent's colors as they
are now:

- `{"you_control_either_color_permanent": ["black", "red"]}`: "if you control a black or red permanent": a permanent its
  controller controls has one of the two colors (or both);
- `{"you_control_each_color_permanent": ["black", "red"]}`: "if you control a black permanent and a red permanent": for
  each of the two colors, a permanent its controller controls has it (one permanent that has both colors is enough).

As a triggered ability's intervening "if" it is checked as the event occurs and again as it resolves (2007 404.3; 2026
603.4); as an instruction's "instead" (instead_conditions.py) as the instruction is followed (2007 413.2b; 2026 608.2c).
board_life_conditions.py lists the keys (their loader check, words and schema) and asks this module."""
from __future__ import annotations

from .continuous import types_now

COLORS = ("white", "blue", "black", "red", "green")


def _colors(game, controller: int) -> set:
    found = set()
    for o in game.in_play(controller):
        found |= set(types_now(game, o).colors)
    return found


def either(game, controller: int, colors) -> bool:
    return any(any(c in types_now(game, o).colors for c in colors) for o in game.in_play(controller))


def each(game, controller: int, colors) -> bool:
    return set(colors) <= _colors(game, controller)


def said(key: str, colors) -> str:
    if key == "you_control_either_color_permanent":
        return f"its controller controls a {' or '.join(colors)} permanent"
    return "its controller controls " + " and ".join(f"a {c} permanent" for c in colors)


def valid(v) -> bool:
    return isinstance(v, list) and len(v) == 2 and all(isinstance(c, str) and c in COLORS for c in v) and v[0] != v[1]


def schema() -> dict:
    return {"type": "array", "minItems": 2, "maxItems": 2, "uniqueItems": True, "items": {"enum": list(COLORS)}}
