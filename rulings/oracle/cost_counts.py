"""What a spell's own cost reduction counts ("This spell costs {1} less to cast for each ..."),
beyond the permanents and graveyard cards spell_costs.py reads: attacking creatures ("for each
attacking creature", Ancient Stone Idol; "for each attacking creature you control", Embercleave).
The count is made as the total cost is determined (2007 409.1f; 2026 601.2f) and the cost is
locked in then (2007 409.1h; 2026 601.2h); it reduces generic mana only, never below {0}
(rulings/engine/spell_costs.py).

Affinity for a subtype ("Affinity for Forests") is a keyword: rulings/engine/cost_reduction.py.
A party ("for each creature in your party", 2026 700.8) is rulings/engine/party.py's count.
Creatures that attacked or died this turn and cards drawn this turn aren't counted by the engine
here: those stay text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

#: whose attacking creatures: "attacking creature" (every player's), "... you control"
_ATTACKING = re.compile(r"attacking creature(?P<yours> you control)?")


def for_each_cost(what: str) -> dict | None:
    """The count of "for each [what]" in a spell's own cost reduction this module reads, or None."""
    if what == "creature in your party":  # 2026 700.8 (rulings/engine/party.py; refused under 2007)
        return {"count": "creatures_in_your_party"}
    if what == "creature that attacked this turn":  # Rowdy Research (rulings/engine/cost_counts.py)
        return {"count": "creatures_that_attacked_this_turn"}
    m = _ATTACKING.fullmatch(what)
    if m is None:
        return None
    flt = {"types": ["Creature"], "combat": "attacking"}
    if m.group("yours"):
        flt["controller"] = "you"
    return {"count": "permanents", "filter": flt}


#: "This spell costs {X} less to cast, where X is [what]": the counts of rulings/engine/cost_counts.py
X_IS = {"the total power of creatures you control": "total_power_of_creatures_you_control",
        "the greatest power among creatures you control": "greatest_power_among_creatures_you_control"}
X_LESS = re.compile(r"~ costs \{X\} less to cast, where X is (?P<what>[^.]+)\.")


def x_less(plain: str) -> dict | None:
    """The static ability of "This spell costs {X} less to cast, where X is the total power of
    creatures you control" (Ghalta, Primal Hunger), or None: the spell's own reduction by that count
    (rulings/engine/spell_costs.py "for_each", {1} less for each point)."""
    m = X_LESS.fullmatch(plain)
    if m is None or m.group("what") not in X_IS:
        return None
    return {"kind": "static", "spell_cost": {"less": 1, "spells": "self", "for_each": {"count": X_IS[m.group("what")]}}}


@ability_template(r"~ costs \{X\} less to cast, where X is [^.]+\.")
def x_less_ability(card, m):
    found = x_less(m.group(0))
    if found is None:
        raise NotUnderstood(m.group(0))
    return [found]
