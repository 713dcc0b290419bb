""" "[Cost]: Return this card from your graveyard to your hand / to the battlefield [tapped]" with costs
graveyard_casting.return_from_graveyard doesn't take: "{2}{B}, Discard a creature card" (Kraul Swarm), "Tap
three untapped Vampires you control" (Deathless Ancient), "{2}{B}, Tap an untapped creature you control"
(Purple Pentapus). The ability works only while the card is in its owner's graveyard (2007 402.8g; 2026
113.6m); these costs name other objects (a card in the hand, untapped creatures the player controls, tapped
with no {T} symbol: 2007 212.3d, 2026 302.6), never the card itself, so they can be paid from there."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template

#: the cost keys read here: graveyard_casting's own, and these
TAKEN = {"mana", "life", "discard", "sacrifice", "exile_cards", "sacrifice_count"}
MORE = {"discard_type", "tap_creature", "tap_subtype"}


@ability_template(r"([^:\"]+): Return (?:~|this card) from your graveyard to (the battlefield(?: tapped)?|your hand)\.(?: (Activate only [^.]+\.))?")
def return_from_graveyard_paying_more(card, m) -> list[dict]:
    from .activated import RESTRICTIONS, cost
    from .graveyard_casting import return_from_graveyard
    paid = cost(m.group(1))
    if not paid or not set(paid) & MORE or set(paid) - TAKEN - MORE or paid.get("sacrifice") == "self" or paid.get("discard") == "self":
        raise NotUnderstood(m.group(1))
    if m.group(3) and m.group(3) not in RESTRICTIONS:
        raise NotUnderstood(m.group(3))
    # the ability as graveyard_casting reads it with a mana cost in the place of this one, then this cost
    stand_in = m.re.fullmatch(m.group(0).replace(m.group(1) + ":", "{1}:", 1))
    found = return_from_graveyard(card, stand_in)
    if len(found) != 1 or found[0]["cost"] != {"mana": "{1}"}:
        raise NotUnderstood(m.group(0))
    return [{**found[0], "cost": paid}]
