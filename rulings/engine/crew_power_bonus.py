"""A creature that crews (and saddles) as though its power were greater: "This creature crews Vehicles as
though its power were 2 greater." (Hotshot Mechanic), "This creature saddles Mounts and crews Vehicles as
though its power were 2 greater." (Deathless Pilot), and the Pilot tokens made with that ability ("Create a
1/1 colorless Pilot creature token with "This token saddles Mounts and crews Vehicles as though its power
were 2 greater.""; rulings/oracle/pilot_tokens.py).

A static ability of the creature itself: `{"kind": "static", "as_though_power_greater": {"by": 2, "for":
["crew", "saddle"]}}`. Where the creature is tapped to pay a crew cost (2026 702.122a) or a saddle cost (2026
702.171a), "total power N or greater" counts its power as that much greater; nothing else about its power
changes (it deals combat damage, and is counted elsewhere, with its own). Crew and saddle are later than
February 2007: under those rules the ability has nothing to apply to (rulings/engine/vehicles.py,
saddle.py)."""
from __future__ import annotations

from .continuous import characteristics

KEY = "as_though_power_greater"
#: the costs the ability may name
FOR = ("crew", "saddle")


def bonus(game, obj, keyword: str) -> int:
    """How much greater `obj`'s power counts where it pays `keyword`'s cost: the sum of its abilities' (each
    static ability applies: several add up)."""
    return sum(int(ab[KEY].get("by") or 0) for ab in characteristics(game, obj).abilities
               if isinstance(ab, dict) and ab.get("kind") == "static" and isinstance(ab.get(KEY), dict)
               and keyword in (ab[KEY].get("for") or ()))


def counted_power(game, obj, keyword: str) -> int:
    """The power `obj` counts with toward a crew / saddle cost's total power (no less than 0, as the
    costs read a creature's power: rulings/engine/total_power_cost.py)."""
    return max(0, (characteristics(game, obj).power or 0) + bonus(game, obj, keyword))


#: what the loader says of a wrong field
_MESSAGES = {"by": "must be a whole number from 1 to 10"}


def problems(spec) -> list[tuple[str, str]]:
    """(field, message) for the loader: {"by": 1..10, "for": a non-empty list of "crew" / "saddle"}."""
    if not isinstance(spec, dict) or set(spec) - {"by", "for"} or not {"by", "for"} <= set(spec):
        return [("", 'must be {"by": a whole number from 1 to 10, "for": ["crew"] or ["saddle", "crew"]}')]
    out = []
    if not isinstance(spec["by"], int) or isinstance(spec["by"], bool) or not 1 <= spec["by"] <= 10:
        out.append(("by", _MESSAGES["by"]))
    if not isinstance(spec["for"], list) or not spec["for"] or any(k not in FOR for k in spec["for"]) \
            or len(set(spec["for"])) != len(spec["for"]):
        out.append(("for", 'must be a non-empty list of "crew" and/or "saddle", each once'))
    return out


def note(game, objs, keyword: str) -> str:
    """ " (Pilot counts as though its power were 2 greater)": what the log of the cost says of the
    creatures whose power counted greater; "" when none did."""
    from .targets import display
    said = [f"{display(game, o)} counts as though its power were {bonus(game, o, keyword)} greater"
            for o in objs if bonus(game, o, keyword)]
    return f" ({'; '.join(said)})" if said else ""
