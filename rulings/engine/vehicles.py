"""Vehicles and crew (2026 301.7, 702.122). "Crew N" means "Tap any number of
other untapped creatures you control with total power N or greater: This
permanent becomes an artifact creature until end of turn" (702.122a). A
Vehicle has its printed power and toughness only while it is a creature
(301.7a, 301.7b; `continuous.characteristics` hides them otherwise).

The creatures that crew are named by the activation's `pay.crew`; `check_crew`
finds them legal (other, untapped, creatures the player controls, total power
N or more) before `pay_crew` taps them. Tapping them isn't the {T} symbol, so
a creature that came under its controller's control this turn can crew (302.6
restricts only {T} and {Q} costs). Vehicles are later than February 2007:
under those rules a crew ability can't be activated, and the replay says the
keyword does nothing (engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .continuous import characteristics
from .crew_power_bonus import counted_power, note
from .errors import IllegalAction
from .log import emit
from .targets import display


def crew_ability(game, keyword: dict) -> dict:
    """The activated ability "Crew N" stands for (702.122a)."""
    n = int(keyword.get("count") or 0)
    if not game.rules.applies("crew"):
        raise IllegalAction("static_abilities_not_played", f"crew {n} is later than February 2007: the {game.rules.title} have no "
                                                           f"Vehicles or crew, so it does nothing and can't be {game.words.activated}")
    return {"kind": "activated", "cost": {"crew": n},
            "effect": [{"do": "set_types", "types": ["Artifact", "Creature"], "to": "self", "until": "end_of_turn"}],
            "text": f"Crew {n}: tap any number of other untapped creatures you control with total power {n} or greater: "
                    "this permanent becomes an artifact creature until end of turn"}


def hides_printed_pt(c) -> bool:
    """301.7a: a Vehicle that isn't a creature has no power or toughness."""
    return "Vehicle" in c.subtypes and not c.is_creature and c.power is not None


def check_crew(game, player, vehicle, n: int, pay: dict) -> list:
    """The creatures of `pay.crew`, if they can pay "tap ... creatures with total power N or greater"."""
    from .total_power_cost import creatures_with_total_power
    return creatures_with_total_power(game, player, vehicle, n, pay, "crew", "crew")


def pay_crew(game, player, vehicle, n: int, pay: dict) -> None:
    """Tap the creatures that crew the Vehicle (702.122b: they "crew" it)."""
    chosen = check_crew(game, player, vehicle, n, pay)
    for oid in chosen:
        game.objects[oid].tapped = True
    power = sum(counted_power(game, game.objects[o], "crew") for o in chosen)  # as though greater (crew_power_bonus.py)
    emit(game, f"{player.name} taps {', '.join(display(game, game.objects[o]) for o in chosen)} (total power {power}) "
               f"to crew {display(game, vehicle)}{note(game, [game.objects[o] for o in chosen], 'crew')}.",
         ("crew", f"crew {n}: other untapped creatures with total power {n} or greater are tapped as the cost"),
         ("vehicle_pt", f"as a creature it will have its printed power and toughness "
                        f"({vehicle.card.get('power')}/{vehicle.card.get('toughness')})"))


def crew_choices(game, player, vehicle, n: int, limit: int = 6) -> list[list[str]]:
    """Sets of creatures that could crew the Vehicle, the fewest creatures first (for `legal_actions`)."""
    from itertools import combinations
    crew = [(o.id, counted_power(game, o, "crew")) for o in game.in_play(player.index)
            if o is not vehicle and not o.tapped and characteristics(game, o).is_creature]
    for k in range(1, len(crew) + 1):
        found = [[oid for oid, _ in group] for group in combinations(crew, k) if sum(p for _, p in group) >= n]
        if found:
            return found[:limit]
    return []
