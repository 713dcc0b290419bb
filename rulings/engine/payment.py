"""Finding a way to pay a mana cost from what a player can make (409.1g-h).

The player's mana pool, plus the mana abilities of the permanents they control
(406), each permanent used once: `sources` tries each mana ability (and each
type of mana it lets its player choose) in a `Game.trial`, so it counts exactly
what the engine would add, triggered mana abilities included (411.3); `payments`
then finds the smallest sets of them that pay the cost. Used by the engine when
an action names no mana abilities, and by `legal_actions`.
"""
from __future__ import annotations

from itertools import combinations, product

from .continuous import characteristics
from .costs import is_mana_ability
from .errors import IllegalAction
from .mana import ManaCost, pay_from_pool
from .objects import MANA_TYPES

MAX_PAYMENT_SEARCH = 4000


def mana_choices(game, player, obj, idx: int, ab: dict) -> list[tuple[str | None, dict]]:
    """(choice, mana it adds) for one mana ability; a type of mana is asked only
    of abilities that let their player choose one."""
    choices = [None]
    if any(st.get("do") == "add_mana_land_could_produce" for st in ab.get("effect", ())):
        choices += list(MANA_TYPES)
    for st in ab.get("effect", ()):
        if st.get("do") == "add_mana" and "one_of" in st:  # "Add {W} or {U}": each option (413.2c / 608.2d)
            from .effects.mana import option_types
            choices = option_types(st["one_of"])  # the ability adds nothing without a choice
    out = []
    for choice in choices:
        produced = produce(game, player, obj, idx, choice)
        if produced is not None:
            out.append((choice, produced))
    return out


def produce(game, player, obj, idx: int, choice) -> dict | None:
    """The mana one mana ability adds now, tried and undone; None if it can't be played."""
    from .actions import activate_mana_ability
    before = dict(player.mana_pool)
    with game.trial():
        try:
            activate_mana_ability(game, player, obj, idx, choice, during_payment=True)
        except IllegalAction:
            return None
        after = player.mana_pool
        return {k: after[k] - before[k] for k in after if after[k] > before[k]}


def sources(game, player) -> list[tuple[str, list[tuple[dict, dict]]]]:
    """Each permanent the player controls with a mana ability they can play now:
    (id, [(the action's mana_abilities entry, the mana it adds), ...])."""
    found = []
    for obj in game.in_play(player.index):
        options = []
        for idx, ab in enumerate(characteristics(game, obj).abilities):
            if not is_mana_ability(ab):
                continue
            seen = set()
            for choice, produced in mana_choices(game, player, obj, idx, ab):
                key = tuple(sorted(produced.items()))
                if produced and key not in seen:
                    seen.add(key)
                    entry = {"object": obj.id}
                    if idx:
                        entry["ability"] = idx
                    if choice is not None:
                        entry["choice"] = choice
                    options.append((entry, produced))
        if options:
            found.append((obj.id, options))
    return found


def makeable(pool: dict, found, spare: str | None = None) -> int:
    """How much mana the pool and the sources could make at most."""
    return sum(pool.values()) + sum(max(sum(p.values()) for _, p in opts) for oid, opts in found if oid != spare)


def payments(pool: dict, cost: ManaCost, x: int, found, spare: str | None = None, limit: int = 3) -> list[list[dict]]:
    """Up to `limit` ways to pay: [] if the pool pays it alone, else the fewest
    sources (each permanent once, not `spare`, the source whose own cost taps
    or sacrifices it) whose mana with the pool covers the cost. Phyrexian
    symbols are paid with mana where the player can make it, else with life."""
    for life_symbols in range(len(cost.phyrexian) + 1) if cost.phyrexian else (None,):
        ways = _payments(pool, cost, x, found, spare, limit, life_symbols)
        if ways:
            return ways
    return []


def _payments(pool: dict, cost: ManaCost, x: int, found, spare, limit: int, life_symbols) -> list[list[dict]]:
    if pay_from_pool(pool, cost, x, life_symbols=life_symbols) is not None:
        return [[]]
    usable = [(oid, opts) for oid, opts in found if oid != spare]
    if makeable(pool, usable) < cost.least() + cost.x_count * x:
        return []
    result, tried = [], 0
    for k in range(1, len(usable) + 1):
        for group in combinations(usable, k):
            for picks in product(*(opts for _, opts in group)):
                tried += 1
                total = dict(pool)
                for _, produced in picks:
                    for t, n in produced.items():
                        total[t] = total.get(t, 0) + n
                if pay_from_pool(total, cost, x, life_symbols=life_symbols) is not None:
                    result.append([entry for entry, _ in picks])
                    if len(result) >= limit:
                        return result
                if tried >= MAX_PAYMENT_SEARCH:
                    return result
        if result:
            return result
    return result
