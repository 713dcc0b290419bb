""" "When this creature enters, you may put a card an opponent owns from exile into that player's graveyard. If you do,
..." (the processors: Mind Raker, Murk Strider, Ulamog's Reclaimer, Wasteland Strangler): rulings/oracle/
exiled_cards_to_graveyard.py, rulings/engine/exiled_cards_to_graveyard.py, played from real cards' Oracle text
(exiled_cards_to_graveyard_cards.json: records copied from the pool). The card goes to its owner's graveyard (2007
217.1a; 2026 400.3); without such a card in exile the player can't choose to, and "If you do" doesn't follow."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "exiled_cards_to_graveyard_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Mind Raker", "Murk Strider", "Ulamog's Reclaimer", "Wasteland Strangler"]
#: "Otherwise, exile the top card of each opponent's library"; the same words as a cost: not read here
NEAR_MISSES = ["Processing Plant", "Oracle of Dust"]
OWNERS_ZONE = {R2007: "217.1a", R2026: "400.3"}


@pytest.mark.parametrize("name", PLAYED)
def test_processors_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def murk_strider(cards, rules, exiled, choices):
    objects = [obj("ms", "Murk Strider", zone="hand"), *(obj(f"i{i}", "Island") for i in range(4)),
               obj("gb", "Grizzly Bears", owner="Bob"), *exiled]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ms", "mana_abilities": [{"object": f"i{i}"} for i in range(4)]},
               p("Alice"), p("Bob", trigger_targets={"ms": ["gb"]}), p("Alice"), p("Bob", choices={"ms": choices})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "murk strider"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_murk_strider_puts_the_exiled_card_into_its_owners_graveyard_and_returns_the_creature(cards, rules):
    exiled = [obj("x1", "Hill Giant", owner="Bob", zone="removed_from_game"), obj("x2", "Island", zone="removed_from_game")]
    replay = murk_strider(cards, rules, exiled, {"may": True, "cards": ["x1"]})
    assert not refused(replay), log(replay)
    assert replay.final_state["zones"]["Bob"]["graveyard"][0]["id"] == "x1", log(replay)
    assert zone_of(replay, "x2") == "removed_from_game" and zone_of(replay, "gb") == "hand"
    assert OWNERS_ZONE[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_murk_strider_cant_choose_it_with_only_its_controllers_own_card_in_exile(cards, rules):
    replay = murk_strider(cards, rules, [obj("x2", "Island", zone="removed_from_game")], {"may": True})
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_murk_strider_returns_nothing_when_its_controller_declines(cards, rules):
    exiled = [obj("x1", "Hill Giant", owner="Bob", zone="removed_from_game")]
    replay = murk_strider(cards, rules, exiled, {"may": False})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "x1") == "removed_from_game" and zone_of(replay, "gb") == "in_play", log(replay)
