"""Finding a way to pay a mana cost from what a player can make (409.1g-h).

The player's mana pool, plus the mana abilities of the permanents they control
(406), each permanent used once: `sources` tries each mana ability (and each
type of mana it lets its player choose) in a `Game.trial`, so it counts exactly
what the engine would add, triggered mana abilities included (411.3); `payments`
then finds the smallest sets of them that pay the cost. Used by the engine when
an action names no mana abilities, and by `legal_actions`.
"""
from __future__ import annotations

from itertools import combinations_with_replacement, product

from .continuous import characteristics
from .costs import is_mana_ability
from .errors import IllegalAction
from .mana import ManaCost, pay_from_pool
from .objects import MANA_TYPES

MAX_PAYMENT_SEARCH = 20000
GAVE_UP = ("the action names no mana abilities, and the engine stopped looking for a way for {player} to pay {cost} "
           f"after {MAX_PAYMENT_SEARCH} tries: name the mana abilities to play in the action (mana_abilities)")


def mana_choices(game, player, obj, idx: int, ab: dict) -> list[tuple[str | None, dict]]:
    """(choice, mana it adds) for one mana ability; a type of mana is asked only
    of abilities that let their player choose one."""
    choices = [None]
    if any(st.get("do") == "add_mana_land_could_produce" for st in ab.get("effect", ())):
        choices += list(MANA_TYPES)
    for st in ab.get("effect", ()):
        if st.get("do") in ("add_mana", "add_mana_for_each") and "one_of" in st:  # "Add {W} or {U}", "X mana of any one color": each option (413.2c / 608.2d)
            from .effects.mana import option_types
            choices = option_types(st["one_of"])  # the ability adds nothing without a choice
        if st.get("do") == "add_mana_or_chosen_color":  # "Add {G} or one mana of the chosen color" (chosen_color_mana.py)
            from .chosen_color_mana import options
            choices = options(game, obj, st)
        if st.get("do") == "add_mana_commander_identity":  # "one mana of any color in your commander's color identity"
            from .commander import mana_options
            choices = mana_options(game, player)
        if st.get("do") == "add_mana" and "combination" in st:  # "two mana in any combination of colors"
            from .mana_combination import choices as combination_choices
            choices = combination_choices(st["combination"])
    out = []
    for choice in choices:
        produced = produce(game, player, obj, idx, choice)
        if produced is not None:
            out.append((choice, produced))
    return out


def produce(game, player, obj, idx: int, choice) -> dict | None:
    """The mana one mana ability adds now, tried and undone; None if it can't be played."""
    from .actions import activate_mana_ability
    from .restricted_mana import usable_now
    before = {k: n + usable_now(player).get(k, 0) for k, n in player.mana_pool.items()}
    with game.trial():
        try:
            activate_mana_ability(game, player, obj, idx, choice, during_payment=True)
        except IllegalAction:
            return None
        # restricted mana counts only while a spell it may pay for is being paid for (2026 106.6)
        after = {k: n + usable_now(player).get(k, 0) for k, n in player.mana_pool.items()}
        return {k: after[k] - before[k] for k in after if after[k] > before[k]}


def sources(game, player) -> list[tuple[str, list[tuple[dict, dict]]]]:
    """Each permanent the player controls with a mana ability they can play now:
    (id, [(the action's mana_abilities entry, the mana it adds), ...])."""
    found = []
    for obj in game.in_play(player.index):
        options = []
        for idx, ab in enumerate(characteristics(game, obj).abilities):
            if not is_mana_ability(ab) or (ab.get("cost") or {}).get("energy") or (ab.get("cost") or {}).get("mill"):
                continue  # energy, or a card milled, is paid only when the action names the ability (the engine never spends it for a player)
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


class Ways(list):
    """The ways found; `gave_up` says the search stopped at MAX_PAYMENT_SEARCH
    tries without finding one (not that there is none)."""

    gave_up = False


def payments(pool: dict, cost: ManaCost, x: int, found, spare: str | None = None, limit: int = 3) -> list[list[dict]]:
    """Up to `limit` ways to pay: [] if the pool pays it alone, else the fewest
    sources (each permanent once, not `spare`, the source whose own cost taps
    or sacrifices it) whose mana with the pool covers the cost. Phyrexian
    symbols are paid with mana where the player can make it, else with life.
    An empty answer whose `gave_up` is set means the search stopped, not that
    no payment exists."""
    gave_up = False
    for life_symbols in range(len(cost.phyrexian) + 1) if cost.phyrexian else (None,):
        ways = _payments(pool, cost, x, found, spare, limit, life_symbols)
        if ways:
            return ways
        gave_up = gave_up or ways.gave_up
    out = Ways()
    out.gave_up = gave_up
    return out


def _groups(usable) -> list[tuple[list, list]]:
    """Sources that can make exactly the same mana are interchangeable (eight
    Forests): one group each, [(entries' sources, options)], the ones that make
    the most mana first. Choosing how many of a group to use, and how many of
    those make each option, stands for every choice of which ones."""
    groups: dict = {}
    for oid, opts in usable:
        key = tuple(tuple(sorted(p.items())) for _, p in opts)
        groups.setdefault(key, ([], [p for _, p in opts]))[0].append((oid, opts))
    return sorted(groups.values(), key=lambda g: -max(sum(p.values()) for p in g[1]))


def _counts(groups, k: int, i: int = 0):
    """Each way to take k sources from the groups from `i` on: a count per group."""
    if i == len(groups):
        if k == 0:
            yield ()
        return
    rest = sum(len(g[0]) for g in groups[i + 1:])
    for n in range(min(k, len(groups[i][0])), max(0, k - rest) - 1, -1):
        for more in _counts(groups, k - n, i + 1):
            yield (n, *more)


def _picks(groups, counts):
    """For those counts, each way the used sources of each group choose among its options."""
    per_group = [list(combinations_with_replacement(range(len(g[1])), n)) for g, n in zip(groups, counts)]
    return product(*per_group)


def _payments(pool: dict, cost: ManaCost, x: int, found, spare, limit: int, life_symbols) -> Ways:
    result = Ways()
    if pay_from_pool(pool, cost, x, life_symbols=life_symbols) is not None:
        result.append([])
        return result
    usable = [(oid, opts) for oid, opts in found if oid != spare]
    needed = cost.least() + cost.x_count * x
    most = sorted((max(sum(p.values()) for _, p in opts) for _, opts in usable), reverse=True)
    if sum(pool.values()) + sum(most) < needed:
        return result
    # fewer sources than the most productive ones that make enough can't pay: start there
    k0 = next(k for k in range(len(most) + 1) if sum(pool.values()) + sum(most[:k]) >= needed)
    groups = _groups(usable)
    tried = 0
    for k in range(max(k0, 1), len(usable) + 1):
        for counts in _counts(groups, k):
            for choice in _picks(groups, counts):
                tried += 1
                total = dict(pool)
                for g, chosen in zip(groups, choice):
                    for o in chosen:
                        for t, n in g[1][o].items():
                            total[t] = total.get(t, 0) + n
                if pay_from_pool(total, cost, x, life_symbols=life_symbols) is not None:
                    result.append(_entries(groups, choice))
                    if len(result) >= limit:
                        return result
                if tried >= MAX_PAYMENT_SEARCH:
                    result.gave_up = not result
                    return result
        if result:
            return result
    return result


def _entries(groups, choice) -> list[dict]:
    """The mana_abilities entries of a choice: the first sources of each group, each with its option."""
    out = []
    for (members, _), chosen in zip(groups, choice):
        for (oid, opts), o in zip(members, chosen):
            out.append(opts[o][0])
    return out
