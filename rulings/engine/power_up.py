"""Which permanents entered the battlefield this turn, and power-up (2026 702.193).

`game.entered_this_turn` holds (id, zcc) of each object put onto the battlefield this turn (state.move):
the permanent that entered, not a later object the same card becomes after another zone change (2026
400.7). The permanents in play as a scenario starts were there before its turn began, unless the scenario
says `"entered_this_turn": true` of one (engine.py). It is forgotten
as each turn begins (priority.py).

"Power-up — [Cost]: [Effect]" means "[Cost]: [Effect]. If this permanent entered this turn, this
ability's cost is reduced by this permanent's mana cost. Activate this ability only once." (2026
702.193a): an ability with `"power_up": true` (and `"only_once": true`, activation_limits.only_once).
Generic mana in the permanent's mana cost reduces generic mana of the ability's cost; colored and
colorless mana reduce mana of the same type, and any excess reduces that much generic mana (702.193b,
118.7b-d), never below nothing (118.7). Later than the February 2007 rules, which refuse it
(scenario/load.py)."""
from __future__ import annotations

from .mana import ManaCost, parse_cost

NO_POWER_UP_2007 = "power-up (2026 702.193) is later than the February 2007 rules; play this scenario under the 2026-06-19 rules"


def entered(game, obj) -> None:
    """`obj` was just put onto the battlefield (state.move)."""
    game.entered_this_turn = game.entered_this_turn + ((obj.id, obj.zcc),)


def entered_this_turn(game, obj) -> bool:
    return obj.zone == "in_play" and (obj.id, obj.zcc) in game.entered_this_turn


def reduce_by(cost: ManaCost, by: ManaCost) -> ManaCost:
    """`cost` (colored, colorless and generic symbols: the loader refuses others in a power-up
    ability's cost) less the mana of `by`."""
    colored, generic = dict(cost.colored), cost.generic
    excess = 0
    for kind, n in by.colored.items():
        have = colored.get(kind, 0)
        less = min(have, n)
        if less:
            colored[kind] = have - less
            if not colored[kind]:
                del colored[kind]
        excess += n - less  # 118.7b-d: the rest reduces generic mana
    generic = max(0, generic - by.generic - excess)
    return ManaCost(colored, generic, cost.x_count, cost.hybrid, cost.phyrexian)


def plain(text: str | None) -> bool:
    """A mana cost of colored, colorless and generic symbols only (no hybrid, Phyrexian or X)."""
    m = parse_cost(text)
    return not (m.hybrid or m.phyrexian or m.x_count)


def reduced(game, obj, ab: dict, mcost: ManaCost) -> tuple[ManaCost, list]:
    """A power-up ability's mana cost, reduced by the permanent's mana cost if it entered this turn;
    the citations."""
    if not ab.get("power_up"):
        return mcost, []
    from .continuous import characteristics
    from .targets import display
    name = display(game, obj)
    if not entered_this_turn(game, obj):
        return mcost, [("power_up", f"a power-up ability, activated only once; {name} didn't enter this turn, "
                                    "so its cost isn't reduced")]
    own = characteristics(game, obj).mana_cost
    by = parse_cost(own)
    colored = dict(by.colored)
    generic = by.generic  # {X} in the mana cost of a permanent is 0 (2026 107.3g)
    for c in by.phyrexian:  # 118.7f: one mana of that color
        colored[c] = colored.get(c, 0) + 1
    for a, b in by.hybrid:  # 118.7e: the player chooses a half; the half that takes off mana the cost still needs
        need = {k: n - colored.get(k, 0) for k, n in mcost.colored.items()}
        if need.get(a, 0) > 0 and a != "2":
            colored[a] = colored.get(a, 0) + 1
        elif need.get(b, 0) > 0:
            colored[b] = colored.get(b, 0) + 1
        elif a == "2":
            generic += 2
        else:
            colored[a] = colored.get(a, 0) + 1
    left = reduce_by(mcost, ManaCost(colored, generic, 0))
    cites = [("power_up", f"a power-up ability, activated only once; {name} entered this turn, so its cost "
                          f"{mcost.text() or '{0}'} is reduced by its mana cost {own or '(none)'} to {left.text() or '{0}'}"),
             ("power_up_reduction", "the mana cost's generic mana reduces generic mana, its colored and colorless mana "
                                    "mana of the same type, and any excess that much generic mana")]
    return left, cites


def problems(ab: dict) -> list[str]:
    """What is wrong with an ability's `power_up` (the loader's check)."""
    if "power_up" not in ab:
        return []
    if ab["power_up"] is not True or ab.get("only_once") is not True:
        return ['must be true, on an ability with "only_once": true (702.193a)']
    cost = ab.get("cost")
    if not isinstance(cost, dict) or not isinstance(cost.get("mana"), str) or not plain(cost["mana"]):
        return ["a power-up ability's mana cost is read here with colored, colorless and generic mana only "
                "(no hybrid, Phyrexian or X symbol)"]
    return []
