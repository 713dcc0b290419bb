"""Tokens every player (or every opponent) creates: "Whenever this creature attacks, each player creates a
Treasure token." (Marching Duodrone), "When this creature enters, each opponent creates a 1/1 white Human
creature token." (Slaughter Specialist), "each player creates a Food token" (Elephant-Mandrill): the one
token creation, followed once for each player in APNAP order (2007 103.4; 2026 101.4), that player
creating the token and controlling it; in 2026 that player owns it too (111.2), in 2007 the controller of
the spell or ability that made it does (216.1) (rulings/engine/effects/tokens.py).

Only a creation the token templates read whole, with no player of its own and a fixed number."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_branch

_WHO = {"each player": "each_player", "each opponent": "each_opponent"}


@effect_template(r"(each player|each opponent) creates (an? [^\"]+? tokens?|two [^\"]+? tokens|three [^\"]+? tokens)")
def each_player_creates(eff, m):
    """ "Each player creates a Treasure token": the creation once for each player, that player its creator."""
    steps = parse_branch(eff, f"create {m.group(2)}")
    if len(steps) != 1 or steps[0].get("do") != "create_token" or "player" in steps[0] or not isinstance(steps[0].get("count"), int):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "players": _WHO[m.group(1).lower()], "effect": [{**steps[0], "player": "it"}]})
