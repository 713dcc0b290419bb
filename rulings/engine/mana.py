"""Mana symbols, costs and the mana pool (rules 104.3, 300.3, 406, 409.1h)."""
from __future__ import annotations

import re

from .objects import MANA_TYPES

_SYMBOL = re.compile(r"\{([^{}]*)\}")
COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class ManaCost:
    """A parsed mana cost: colored symbols, generic amount and how many X."""

    __slots__ = ("colored", "generic", "x_count")

    def __init__(self, colored: dict, generic: int, x_count: int):
        self.colored = colored
        self.generic = generic
        self.x_count = x_count

    def total(self, x: int = 0) -> dict:
        return {"colored": dict(self.colored), "generic": self.generic + self.x_count * x}

    def converted(self) -> int:
        return sum(self.colored.values()) + self.generic


def is_valid_cost(text) -> bool:
    if not isinstance(text, str):
        return False
    if text == "":
        return True
    rest = _SYMBOL.sub("", text)
    if rest.strip():
        return False
    for sym in _SYMBOL.findall(text):
        if not (sym in MANA_TYPES or sym == "X" or sym.isdigit()):
            return False
    return True


def parse_cost(text: str | None) -> ManaCost:
    colored: dict = {}
    generic = 0
    xs = 0
    for sym in _SYMBOL.findall(text or ""):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            xs += 1
        elif sym == "C":
            generic += 1
        else:
            colored[sym] = colored.get(sym, 0) + 1
    return ManaCost(colored, generic, xs)


def parse_mana(text: str) -> dict:
    """Mana produced, e.g. "{B}{B}{B}" -> {"B": 3}; numerals are colorless (104.3d)."""
    out: dict = {}
    for sym in _SYMBOL.findall(text or ""):
        if sym.isdigit():
            out["C"] = out.get("C", 0) + int(sym)
        else:
            out[sym] = out.get(sym, 0) + 1
    return out


def colors_of_cost(text: str | None) -> list[str]:
    seen = []
    for sym in _SYMBOL.findall(text or ""):
        c = COLOR_OF.get(sym)
        if c and c not in seen:
            seen.append(c)
    return seen


def pay_from_pool(pool: dict, cost: ManaCost, x: int = 0, prefer: dict | None = None) -> dict | None:
    """The pool after paying `cost`, or None if it can't be paid (partial
    payments are not allowed, 409.1h). Colored symbols are paid first; the
    generic part uses `prefer` (mana the player chose) and then colorless,
    then colors in WUBRG order, so the outcome is deterministic."""
    left = dict(pool)
    for c, n in cost.colored.items():
        if left.get(c, 0) < n:
            return None
        left[c] -= n
    generic = cost.generic + cost.x_count * x
    if prefer:
        for c, n in prefer.items():
            take = min(n, left.get(c, 0), generic)
            left[c] -= take
            generic -= take
    for c in ("C", "W", "U", "B", "R", "G"):
        if generic <= 0:
            break
        take = min(left[c], generic)
        left[c] -= take
        generic -= take
    if generic > 0:
        return None
    return left


def pool_text(pool: dict) -> str:
    parts = "".join("{%s}" % c * n for c, n in pool.items() if n)
    return parts or "nothing"
