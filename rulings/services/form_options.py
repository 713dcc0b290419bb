"""What the builder's action form offers: the objects that can be right at the
moment the action is played, read from the game the engine plays up to there.

Attackers: the active player's untapped creatures in play; blockers and
combat damage sources: creatures in play; targets: players, permanents and
spells on the stack (only those can be targeted, 409.1c); "Mana ability: of":
permanents with a mana ability (406.1); sacrifices: permanents. A document the
engine can't play gets no filter (every object is offered).
"""
from __future__ import annotations

from dataclasses import dataclass

from rulings.engine import ScenarioError, load_scenario
from rulings.services.cards import library_card
from rulings.engine.continuous import characteristics
from rulings.engine.costs import is_mana_ability
from rulings.engine.engine import game_at


@dataclass(frozen=True)
class Options:
    attackers: frozenset
    creatures: frozenset
    targets: frozenset
    mana_sources: frozenset
    permanents: frozenset


def options_at(document: dict, position: int | None) -> Options | None:
    """The ids each list may offer for an action at `position` (None: after the
    last action); None when the document can't be played."""
    try:
        scenario = load_scenario(document, cards=library_card)
        n = len(scenario.actions) if position is None else max(0, min(position, len(scenario.actions)))
        game = game_at(scenario, n)
    except (ScenarioError, ValueError):
        return None
    permanents = game.in_play()
    creatures = [o for o in permanents if characteristics(game, o).is_creature]
    return Options(
        attackers=frozenset(o.id for o in creatures if o.controller == game.active and not o.tapped),
        creatures=frozenset(o.id for o in creatures),
        targets=frozenset(o.id for o in permanents) | frozenset(o.id for o in game.objects.values() if o.zone == "stack"),
        mana_sources=frozenset(o.id for o in permanents
                               if any(is_mana_ability(ab) for ab in characteristics(game, o).abilities)),
        permanents=frozenset(o.id for o in permanents),
    )


def zone_for_new_card(types) -> str:
    """Where a new card most likely is: a land or a creature in play, a spell in hand."""
    return "in_play" if {"Land", "Creature"} & set(types or ()) else "hand"
