""" "For each creature in your party", "where X is the number of creatures in your party" (Kabira
Outrider, Thundering Sparkmage): `{"count": "creatures_in_your_party"}`, the creatures in its
controller's party as the instruction is followed (2026 608.2h): up to one Cleric, one Rogue, one
Warrior and one Wizard creature they control (2026 700.8), a creature of several of those types
counted for one of them only, the way that gives the highest number (700.8b), from 0 to 4 (700.8a).
Party is later than the February 2007 rules: a card that counts it is refused under those rules as
the scenario loads."""
from __future__ import annotations

#: the count kinds this module reads (rulings/engine/scenario/vocabulary.py COUNTS lists them)
KINDS = ("creatures_in_your_party",)
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")
NO_PARTY_2007 = ("party is later than the February 2007 rules (2026: 700.8); play this scenario under the 2026-06-19 rules")


def party_size(game, player: int) -> int:
    """The most party roles the creatures `player` controls can fill, each creature one role (700.8b)."""
    from .continuous import characteristics
    members = []
    for o in game.in_play(player):
        c = characteristics(game, o)
        roles = frozenset(t for t in PARTY_TYPES if t in (c.subtypes or ())) if c.is_creature else frozenset()
        if roles:
            members.append(roles)

    def best(i: int, taken: frozenset) -> int:
        if i == len(members) or len(taken) == len(PARTY_TYPES):
            return len(taken)
        return max([best(i + 1, taken)] + [best(i + 1, taken | {r}) for r in members[i] - taken])
    return best(0, frozenset())


def counted(game, ctx, amount: dict) -> int:
    from .log import emit
    n = party_size(game, ctx.controller)
    emit(game, f"{ctx.source_name} counts the creatures in its controller's party: {n}.",
         ("party_count", "the number of creatures in a party, 0 to 4, is worked out by the game"),
         ("party_member_once", "a creature of several party types fills one role only, the way that gives the most"),
         ("information_determined_once", "the number is counted once, as the instruction is followed"))
    return n


def names_party(card) -> bool:
    """Whether a card definition counts the creatures in a party anywhere."""
    if isinstance(card, dict):
        return card.get("count") in KINDS or any(names_party(v) for v in card.values())
    if isinstance(card, list):
        return any(names_party(v) for v in card)
    return False
