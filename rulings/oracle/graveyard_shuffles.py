"""Cards of a graveyard shuffled into their owner's library, chosen as targets:

- "Shuffle up to five target cards from your graveyard into your library" (Wand of Vertebrae), "You
  may shuffle up to one target card from your graveyard into your library" (Put Away);
- "Target player shuffles up to four target cards from their graveyard into their library" (Stream of
  Consciousness, Memory's Journey, Krosan Reclamation): the cards must be in the graveyard of the
  player chosen for "target player" (the target filter's `graveyard_of_player_target`).

The player announces how many cards, zero to N (2007 409.1c, 415.4; 2026 601.2c, 115.6); those still
legal as it resolves go into the library, which is shuffled once, even when none did (2026 701.24d):
rulings/engine/graveyard_cards_shuffled.py. "Any number of target cards" (Loaming Shaman) stays text
only: the engine's targets are a fixed list, and "any number" has no bound.
"""
from __future__ import annotations

from .registry import NotUnderstood, effect_template
from .targets import GRAVEYARD_TARGETS
from .up_to import NUMBERS, up_to_targets

SHUFFLE = (r"(target player shuffles|shuffle|you may shuffle) up to (one|two|three|four|five) "
           r"(target (?:[a-z]+ )?cards? from (?:their|your) graveyard) into (their|your) library")


@effect_template(SHUFFLE)
def shuffle_cards_into_library(eff, m):
    head, n, phrase, library = m.group(1).lower(), NUMBERS[m.group(2).lower()], m.group(3), m.group(4).lower()
    theirs = head == "target player shuffles"
    if theirs != (library == "their") or theirs != (" from their graveyard" in phrase):
        raise NotUnderstood(m.group(0))  # "target player shuffles ... from your graveyard": not a wording the pool has
    if theirs:
        if eff.targets:  # "their" is the player target's just before the cards (graveyard_cards_shuffled.outside)
            raise NotUnderstood(m.group(0))
        player = eff.target("player")
        first = len(eff.targets)
        up_to_targets(eff, n, phrase.replace(" from their graveyard", " from a graveyard"), GRAVEYARD_TARGETS)
        for i in range(first, len(eff.targets)):
            eff.targets[i] = {**eff.targets[i], "graveyard_of_player_target": True}
    else:
        player = "you"
        first = len(eff.targets)
        up_to_targets(eff, n, phrase, GRAVEYARD_TARGETS)
        if any(eff.targets[i].get("owner") != "you" for i in range(first, len(eff.targets))):
            raise NotUnderstood(m.group(0))
    if any(set(eff.targets[i]) - {"zone", "owner", "types", "up_to", "graveyard_of_player_target"} for i in range(first, len(eff.targets))):
        raise NotUnderstood(m.group(0))  # only a card, or a card of a type
    step = {"do": "shuffle_targets_into_library", "player": player, "cards_from": f"target:{first}"}
    if head == "you may shuffle":
        if any(s.get("do") == "may" for s in eff.steps):
            raise NotUnderstood(m.group(0))
        step = {"do": "may", "text": m.group(0)[len("you may "):], "effect": [step]}
    eff.steps.append(step)
