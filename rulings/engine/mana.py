"""Mana symbols, costs and the mana pool (rules 104.3, 300.3, 406, 409.1h)."""
from __future__ import annotations

import re

from .objects import MANA_TYPES

_SYMBOL = re.compile(r"\{([^{}]*)\}")
COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


COLORS_WUBRG = "WUBRG"


class ManaCost:
    """A parsed mana cost: colored symbols, generic amount and how many X; the
    hybrid symbols ({W/U}: ("W", "U"); {2/W}: ("2", "W"), 107.4e) and the
    Phyrexian ones ({W/P}: "W", 107.4f) apart, as each is paid one of two ways."""

    __slots__ = ("colored", "generic", "x_count", "hybrid", "phyrexian")

    def __init__(self, colored: dict, generic: int, x_count: int, hybrid: tuple = (), phyrexian: tuple = ()):
        self.colored = colored
        self.generic = generic
        self.x_count = x_count
        self.hybrid = hybrid
        self.phyrexian = phyrexian

    def total(self, x: int = 0) -> dict:
        return {"colored": dict(self.colored), "generic": self.generic + self.x_count * x}

    def converted(self) -> int:
        """The mana value: a hybrid symbol counts its largest half (202.3f), a Phyrexian one 1 (202.3g)."""
        return sum(self.colored.values()) + self.generic + sum(2 if "2" in h else 1 for h in self.hybrid) + len(self.phyrexian)

    def least(self) -> int:
        """The least mana that can pay it ({2/W} with one white, {W/P} with life)."""
        return sum(self.colored.values()) + self.generic + len(self.hybrid)

    def text(self, x: int = 0) -> str:
        """The cost in symbols, for the log ("{1}{W/U}{G/P}")."""
        generic = self.generic + self.x_count * x
        out = "{%d}" % generic if generic else ""
        out += "".join("{%s}" % c * n for c, n in self.colored.items())
        out += "".join("{%s/%s}" % h for h in self.hybrid) + "".join("{%s/P}" % c for c in self.phyrexian)
        return out

    def choices(self, life_symbols: int = 0):
        """Each plain cost (colored and generic only) this cost can be paid as:
        each hybrid symbol by one of its halves, the first `life_symbols`
        Phyrexian symbols with 2 life each and the rest with their color."""
        from itertools import product
        for halves in product(*self.hybrid):
            colored, generic = dict(self.colored), self.generic
            for h in halves:
                if h == "2":
                    generic += 2
                else:
                    colored[h] = colored.get(h, 0) + 1
            for c in self.phyrexian[life_symbols:]:
                colored[c] = colored.get(c, 0) + 1
            yield halves, ManaCost(colored, generic, self.x_count)


def is_valid_cost(text) -> bool:
    if not isinstance(text, str):
        return False
    if text == "":
        return True
    rest = _SYMBOL.sub("", text)
    if rest.strip():
        return False
    for sym in _SYMBOL.findall(text):
        if not (sym in MANA_TYPES or sym == "X" or sym.isdigit() or hybrid_or_phyrexian(sym)):
            return False
    return True


def hybrid_or_phyrexian(sym: str):
    """("hybrid", (a, b)) for {W/U} or {2/W}, ("phyrexian", c) for {W/P}, else None."""
    parts = sym.split("/")
    if len(parts) != 2:
        return None
    a, b = parts
    if a in COLORS_WUBRG and b == "P":
        return ("phyrexian", a)
    if (a in COLORS_WUBRG or a == "2") and b in COLORS_WUBRG and a != b:
        return ("hybrid", (a, b))
    return None


def parse_cost(text: str | None) -> ManaCost:
    colored: dict = {}
    generic = 0
    xs = 0
    hybrid, phyrexian = [], []
    for sym in _SYMBOL.findall(text or ""):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            xs += 1
        elif sym == "C":  # 2026 107.4c: a cost that can be paid only with one colorless mana (not generic)
            colored["C"] = colored.get("C", 0) + 1
        elif "/" in sym:
            kind, what = hybrid_or_phyrexian(sym) or ("", None)
            if kind == "hybrid":
                hybrid.append(what)
            elif kind == "phyrexian":
                phyrexian.append(what)
        else:
            colored[sym] = colored.get(sym, 0) + 1
    return ManaCost(colored, generic, xs, tuple(hybrid), tuple(phyrexian))


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
        # a hybrid or Phyrexian symbol is each of its colors (2007: 203.2e; 2026: 202.2d)
        for part in sym.split("/"):
            c = COLOR_OF.get(part)
            if c and c not in seen:
                seen.append(c)
    return seen


def pay_from_pool(pool: dict, cost: ManaCost, x: int = 0, prefer: dict | None = None, life_symbols: int | None = None) -> dict | None:
    """The pool after paying `cost`, or None if it can't be paid (partial
    payments are not allowed, 409.1h). Colored symbols are paid first; the
    generic part uses `prefer` (mana the player chose) and then colorless,
    then colors in WUBRG order, so the outcome is deterministic. A hybrid
    symbol is paid with the first of its halves that lets the whole cost be
    paid; Phyrexian symbols with mana, or the first `life_symbols` of them with
    life (None: as few with life as the pool allows)."""
    if cost.hybrid or cost.phyrexian:
        paid = pay_hybrid(pool, cost, x, prefer, life_symbols)
        return paid[0] if paid else None
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


def pay_hybrid(pool: dict, cost: ManaCost, x: int = 0, prefer: dict | None = None, life_symbols: int | None = None):
    """(pool after, hybrid halves chosen, Phyrexian symbols paid with life) or None."""
    counts = range(len(cost.phyrexian) + 1) if life_symbols is None else (life_symbols,)
    for n in counts:
        for halves, plain in cost.choices(n):
            left = pay_from_pool(pool, plain, x, prefer)
            if left is not None:
                return left, halves, n
    return None
