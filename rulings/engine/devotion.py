""" "Equal to your devotion to green", "where X is your devotion to black" (Nylea's Disciple, Gray
Merchant of Asphodel): `{"count": "devotion", "colors": ["G"]}`, a player's devotion to a color, or to
two colors (`"colors": ["B", "R"]`): the number of mana symbols of that color (of either or both of the
two) among the mana costs of the permanents its controller controls (2026 700.5), read once as the
instruction is followed (2026 608.2h). A hybrid symbol counts once if any of its colors is one of them,
a Phyrexian symbol is its color; generic, colorless and {X} symbols count for no color; a face-down
permanent has no mana cost (2026 708.2). Copy effects are already part of the mana cost the engine
reads (2026 700.5a: devotion is worked out after copy, control and text-changing effects).

Devotion is later than the February 2007 rules: a card that counts it is refused under those rules
as the scenario loads."""
from __future__ import annotations

import re

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("devotion",)
COLOR_LETTERS = ("W", "U", "B", "R", "G")
NO_DEVOTION_2007 = "devotion is later than the February 2007 rules (2026: 700.5); play this scenario under the 2026-06-19 rules"
_SYMBOL = re.compile(r"\{([^{}]*)\}")
_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def symbols_of(cost: str | None, colors) -> int:
    """The mana symbols of `cost` that are of one of `colors` (each symbol once)."""
    return sum(1 for sym in _SYMBOL.findall(cost or "") if any(part in colors for part in sym.upper().split("/")))


def devotion(game, player: int, colors) -> int:
    """`player`'s devotion to `colors` now (2026 700.5)."""
    from .continuous import characteristics
    return sum(symbols_of(characteristics(game, o).mana_cost, colors) for o in game.in_play(player))


def counted(game, ctx, amount: dict) -> int:
    from .log import emit
    colors = tuple(amount.get("colors") or ())
    n = devotion(game, ctx.controller, colors)
    emit(game, f"{ctx.source_name} counts its controller's devotion to {' and '.join(_NAMES[c] for c in colors)}: {n} "
               f"(the {'/'.join(colors)} mana symbols in the mana costs of the permanents they control).",
         ("devotion", "a player's devotion to a color is the number of mana symbols of that color among the mana costs of their permanents"),
         ("information_determined_once", "the number is counted once, as the instruction is followed"))
    return n


def problems(value: dict) -> list[tuple[str, str]]:
    """What is wrong with a devotion count's `colors` (one or two different color letters)."""
    colors = value.get("colors")
    if not isinstance(colors, list) or not 1 <= len(colors) <= 2 or len(set(map(str, colors))) != len(colors) \
            or any(c not in COLOR_LETTERS for c in colors):
        return [("colors", 'must be a list of one or two different colors among "W", "U", "B", "R", "G"')]
    return [(k, 'is not for "devotion"') for k in ("filter", "times", "plus", "of", "minus", "subtracted_from") if k in value]


def names_devotion(card) -> bool:
    """Whether a card definition counts a devotion anywhere."""
    if isinstance(card, dict):
        return card.get("count") in KINDS or any(names_devotion(v) for v in card.values())
    if isinstance(card, list):
        return any(names_devotion(v) for v in card)
    return False
