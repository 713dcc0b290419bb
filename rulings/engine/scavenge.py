"""Scavenge (2026 702.97a): "Scavenge [cost]" means "[Cost], Exile this card from your graveyard:
Put a number of +1/+1 counters equal to the power of the card you exiled on target creature.
Activate only as a sorcery." It functions only while the card is in a graveyard. The ability is an
ordinary graveyard ability (`"zone": "graveyard"`, `"timing": "sorcery"`, the cost `"exile":
"self"`) marked `"scavenge": true`; the compiler puts the card's power in its `put_counters` (a card
in a graveyard has its printed power). Scavenge came later than February 2007: under those rules
the activation is refused, saying so."""
from __future__ import annotations

from .errors import IllegalAction


def check(game, ab: dict, name: str) -> list:
    if not ab.get("scavenge"):
        return []
    if not game.rules.applies("scavenge"):
        raise IllegalAction("playing_spell_steps", f"{name}'s scavenge is later than February 2007; the {game.rules.title} don't have it")
    return [("scavenge", "scavenge works only while the card is in a graveyard: exile it to put +1/+1 counters equal to its power "
                         "on target creature, as a sorcery")]
