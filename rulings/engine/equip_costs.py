""""Equip abilities you activate cost {1} less to activate." (Bureau Headmaster): a static ability,
`{"kind": "static", "equip_cost_reduction": 1}`, of a permanent in play that reduces the total cost of
each equip ability its controller activates (the "Equip [cost]" keyword's and an equip ability with a
quality, 2026 702.6c) by that much generic mana, never below {0}, as the total cost is determined
(2007 409.1f; 2026 602.2b, 601.2f; 118.7a: only the generic component). Each such ability the player's
permanents have adds its reduction."""
from __future__ import annotations

from .mana import ManaCost
from .targets import display

BOUNDS = (1, 20)


def is_equip_ability(ab: dict) -> bool:
    """The equip keyword's ability (actions/abilities.equip_ability) or an equip ability with a quality."""
    return any(st.get("do") == "attach" or (st.get("do") == "attach_to" and st.get("by") == "equip_quality")
               for st in ab.get("effect", ()) if isinstance(st, dict))


def reduced(game, player, ab: dict, mcost: ManaCost, targets=()) -> tuple[ManaCost, list]:
    """The equip ability's mana cost less what `player`'s permanents' reductions take off, and the citations.
    A reduction with `"equip_target_self": true` ("Equip abilities you activate that target this creature
    cost {2} less") applies only when the ability's target is that permanent (its targets are chosen
    before the total cost is determined: 601.2c, 601.2f)."""
    if not is_equip_ability(ab) or not mcost.generic:
        return mcost, []
    from .continuous import characteristics
    total, said = 0, []
    for o in game.in_play(player.index):
        if o.face_down:
            continue
        n = sum(a.get("equip_cost_reduction", 0) for a in characteristics(game, o).abilities if a.get("kind") == "static"
                and (not a.get("equip_target_self") or _targets(targets, o)))
        if n:
            total += n
            said.append(display(game, o))
    if not total:
        return mcost, []
    less = min(total, mcost.generic)
    left = ManaCost(dict(mcost.colored), mcost.generic - less, mcost.x_count, mcost.hybrid, mcost.phyrexian)
    cites = [("total_cost", f"equip abilities {player.name} activates cost less ({', '.join(said)}): {{{less}}} less, "
                            "generic mana only and never less than 0")]
    if game.rules.applies("generic_reduction"):
        cites.append(("generic_reduction", "a reduction by an amount of generic mana reduces only the cost's generic component"))
    return left, cites


def _targets(targets, o) -> bool:
    return any(getattr(t, "kind", None) == "object" and t.id == o.id and t.zcc == o.zcc for t in targets)


#: the loader's messages (field: message), kept apart from the (concept, reason) pairs of the log
MESSAGES = {"equip_cost_reduction": f"is a whole number from {BOUNDS[0]} to {BOUNDS[1]}: the generic mana taken off",
            "equip_target_self": "is only true: the reduction applies only to an equip ability that targets this permanent",
            "": 'a static ability with "equip_cost_reduction" has nothing else but its "text"'}


def problems(ab: dict) -> list[tuple[str, str]]:
    """(field, message) for each thing wrong with such a static ability (the loader's check)."""
    n = ab.get("equip_cost_reduction")
    wrong = []
    if not isinstance(n, int) or isinstance(n, bool) or not BOUNDS[0] <= n <= BOUNDS[1]:
        wrong.append("equip_cost_reduction")
    if "equip_target_self" in ab and ab["equip_target_self"] is not True:
        wrong.append("equip_target_self")
    if set(ab) - {"kind", "equip_cost_reduction", "equip_target_self", "text"}:
        wrong.append("")
    return [(field, MESSAGES[field]) for field in wrong]
