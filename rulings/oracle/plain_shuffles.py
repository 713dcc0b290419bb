""" "Target player shuffles." (Lantern of Insight: that player's library, 2026 701.24a) and "Shuffle your graveyard
into your library." (Feldon's Cane: every card of your graveyard into your library, then it is shuffled, 701.24a;
shuffled even with an empty graveyard, 701.24d): effects/library.py's `shuffle_library` and
`shuffle_graveyard_into_library`. (2007: shuffling is defined only in the glossary.)"""
from __future__ import annotations

from .registry import effect_template
from .targets import ref


@effect_template(r"(target player|target opponent) shuffles")
def target_player_shuffles(eff, m):
    eff.steps.append({"do": "shuffle_library", "player": ref(eff, m.group(1))})


@effect_template(r"shuffle your graveyard into your library")
def shuffle_your_graveyard(eff, m):
    eff.steps.append({"do": "shuffle_graveyard_into_library", "player": "you"})
