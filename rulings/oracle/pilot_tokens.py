"""Pilot tokens and the creatures that crew as though they were bigger.

"Create a 1/1 colorless Pilot creature token with "This token saddles Mounts and crews Vehicles as though
its power were 2 greater."" (Country Roads, Back on Track), "... with "This token crews Vehicles as though
its power were 2 greater."" (Shorikai, Genesis Engine), and the same ability printed on a creature:
"This creature saddles Mounts and crews Vehicles as though its power were 2 greater." (Deathless Pilot,
Dynamite Diver), "This creature crews Vehicles as though its power were 2 greater." (Hotshot Mechanic).

The token is the one tokens.create reads, its quoted ability read as a card's paragraph is
(token_abilities.py: "this token" is the token itself); the ability is a static ability of the creature
itself: where it is tapped to pay a crew cost (2026 702.122a) or a saddle cost (2026 702.171a), its power
counts that much greater toward the total (rulings/engine/crew_power_bonus.py). Crew and saddle are later
than February 2007, whose rules have neither: there the ability has nothing to apply to.

"Each creature you control crews Vehicles ... as though its power were 2 greater" (Stoic Star-Captain: other
creatures, and stations), "using its toughness rather than its power" (Giant Ox) stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .text import amount


@ability_template(r"~ (saddles Mounts and crews Vehicles|crews Vehicles) as though its power were (\d+|one|two|three) greater\.")
def crews_as_though_power_greater(card, m):
    """ "This creature saddles Mounts and crews Vehicles as though its power were 2 greater.": the creature's
    own static ability (a token's, in its quotation)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # "~" must be a creature that can be tapped to crew
    by = amount(m.group(2))
    if not isinstance(by, int) or not 1 <= by <= 10:
        raise NotUnderstood(m.group(0))
    kinds = ["saddle", "crew"] if m.group(1).startswith("saddles") else ["crew"]
    return [{"kind": "static", "as_though_power_greater": {"by": by, "for": kinds}}]
