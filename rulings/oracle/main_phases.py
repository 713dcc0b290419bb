""" "At the beginning of your first main phase, add {G}{G}" (Hulking Raptor), "At the beginning of
each player's first main phase, that player adds {G}{G}" (Eladamri's Vineyard), "At the beginning
of your second main phase, ..." and "... of each of your postcombat main phases, ...".

A main phase has no steps, but its beginning triggers "at the beginning of" abilities as a step's
does (2007 300.5; 2026 603.2b). The first main phase is the precombat main phase and the second the
postcombat one (2007 305.1; 2026 505.1, 505.1b: "second main phase" counts the main phases of this
turn; the engine makes no additional main phases, so the second is always the postcombat one). The
engine's trigger names the phase as its `step` (`precombat_main` / `postcombat_main`)."""
from __future__ import annotations

import re

from . import intervening_if
from .registry import ability_template, effect_template
from .triggered import EVENT_PLAYER, WHOSE_STEP, _players_step, _triggered

PHASE = {"first": "precombat_main", "precombat": "precombat_main", "second": "postcombat_main", "postcombat": "postcombat_main"}


YOUR_MAIN_PHASE = r"At the beginning of (?:your|each of your) (first|precombat|second|postcombat) main phases?, ([^\"]+)"


@ability_template(YOUR_MAIN_PHASE)
def your_main_phase(card, m):
    if m.group(0).startswith("At the beginning of each of your ") != m.group(0).split(",")[0].endswith("phases"):
        from .registry import NotUnderstood
        raise NotUnderstood(m.group(0))  # "each of your ... phases" / "your ... phase", never crossed
    return _triggered(card, {"event": "beginning_of_step", "step": PHASE[m.group(1)], "whose": "your"}, m.group(2))


@ability_template(r"At the beginning of (each player's|each opponent's) (first|precombat|second|postcombat) main phase, ([^\"]+)")
def each_players_main_phase(card, m):
    """ "that player" is the player whose main phase it is (the active player, the engine's "it")."""
    return _players_step(card, PHASE[m.group(2)], WHOSE_STEP[m.group(1)], m.group(3))


# "Survival — At the beginning of your second main phase, if this creature is tapped, ...": an
# intervening "if" (2007 404.3; 2026 603.4), the engine's source_tapped condition (storage_counters.py).
intervening_if.CONDITIONS += ((r"~ is tapped", lambda m: {"source_tapped": True}),)


@ability_template(r"Survival — (At the beginning of your second main phase, if ~ is tapped, [^\"]+)")
def survival(card, m):
    """Survival is an ability word (2026 207.2c): the ability it heads always says this condition,
    read here with it ("if ~ is tapped", checked as it triggers and as it resolves)."""
    return your_main_phase(card, re.fullmatch(YOUR_MAIN_PHASE, m.group(1)))


@effect_template(rf"{EVENT_PLAYER} adds ((?:\{{[WUBRGC]\}})+)")
def event_player_adds(eff, m):
    """ "At the beginning of each player's first main phase, that player adds {G}{G}"
    (Eladamri's Vineyard): the mana goes to the player whose phase it is."""
    eff.steps.append({"do": "add_mana", "mana": m.group(1).upper(), "player": "it"})
