"""Mana "in any combination of colors": "{T}: Add two mana in any combination of colors." and
"Add three mana in any combination of {R} and/or {G}." Its player chooses the mana as the ability
resolves (2007 413.2c; 2026 608.2d): the activation's `choice` spells it, a letter a mana ("RRG"),
each of the colors the ability allows, in any order."""
from __future__ import annotations

from itertools import combinations_with_replacement

from .errors import IllegalAction

WUBRG = "WUBRG"


def allowed(combination: dict) -> str:
    """The colors the ability allows, in WUBRG order (all five when it says "colors")."""
    return "".join(c for c in WUBRG if c in combination.get("of", WUBRG))


def choices(combination: dict) -> list[str]:
    """Every choice the ability allows, each once ("RR", "RG", "GG"); none asked of an amount known only
    as it resolves ("X mana", the counters its cost removed: the engine never picks that number)."""
    if not isinstance(combination["amount"], int):
        return [None]
    if combination.get("different"):  # "two mana of different colors": no color twice
        return ["".join(p) for p in combinations_with_replacement(allowed(combination), combination["amount"]) if len(set(p)) == len(p)]
    return ["".join(p) for p in combinations_with_replacement(allowed(combination), combination["amount"])]


def described(combination: dict) -> str:
    of = allowed(combination)
    what = "colors" if of == WUBRG else " and/or ".join("{%s}" % c for c in of)
    n = combination["amount"] if isinstance(combination["amount"], int) else "X"
    if combination.get("different"):
        return f"{n} mana of different colors"
    return f"{n} mana in any combination of {what}"


def chosen(combination: dict, ctx, game=None) -> dict:
    """The mana of the player's choice; IllegalAction naming `choice` when it isn't one the
    ability allows (the player can't choose an option that's impossible: 2007 413.2c; 2026 608.2d)."""
    from .effects.mana import given_choice
    choice = given_choice(game, ctx)
    of, n = allowed(combination), combination["amount"]
    if not isinstance(n, int):  # "X mana": the counters its cost removed (storage_counters.py), counted as it resolves
        from .effects.base import amount_of
        n = amount_of(game, ctx, n)
        if n == 0 and not choice:
            return {}
    if not isinstance(choice, str) or len(choice) != n or any(c not in of for c in choice) \
            or (combination.get("different") and len(set(choice)) != n):  # "of different colors": each letter once
        from .effects.mana import no_choice_text
        said = f'"choice" is {choice!r}' if choice is not None else no_choice_text(ctx)
        raise IllegalAction("choice_on_resolution",
                            f"{ctx.source_name}'s ability adds {described(combination)}, chosen as it resolves, but {said}: "
                            f"name {n} letters in \"choice\", each one of {', '.join(of)}"
                            + (f", no letter twice (such as {of[:n]!r})" if combination.get("different") else f" (such as {of[0] * n!r})"))
    mana: dict = {}
    for c in choice:
        mana[c] = mana.get(c, 0) + 1
    return mana
