"""Oil counters put on a target or on "it" (rulings/oracle/oil_counters.py), from real cards' Oracle
text (oil_counters_cards.json: records copied from the pool): "Target creature gets +2/+2 until end of
turn. Put two oil counters on it." (Free from Flesh), "Put two oil counters on target artifact or
creature you control." (Furnace Skullbomb, The Monumental Facade). An oil counter has no rules meaning
of its own, so the cards play under both editions; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, objects_in, obj, p, zone_of

CARDS = Path(__file__).parent / "oil_counters_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands
EDITIONS = ("2007-02-01", "2026-06-19")
PLAYED = ["Free from Flesh", "Furnace Skullbomb", "The Monumental Facade"]
#: "a number of oil counters equal to this card's power" (Oil Scavenge), "seek", "Whenever two or more creatures attack"
NEAR_MISSES = ["Phyrexian Esthetician", "Glistening Extractor", "Argent Dais"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "oil counters"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def state(replay, oid):
    return objects_in(replay.final_state)[oid]


@pytest.mark.parametrize("name", PLAYED)
def test_oil_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_oil_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_free_from_flesh_pumps_its_target_and_puts_two_oil_counters_on_it(cards, rules):
    objects = [obj("flesh", "Free from Flesh", zone="hand"), obj("m", "Mountain"), obj("bears", "Grizzly Bears")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "flesh", "targets": ["bears"],
                "mana_abilities": [{"object": "m"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    bears = state(replay, "bears")
    assert (bears["power"], bears["toughness"]) == (4, 4) and bears["counters"] == {"oil": 2}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_furnace_skullbomb_puts_two_oil_counters_on_target_creature_you_control_and_draws(cards, rules):
    objects = [obj("bomb", "Furnace Skullbomb"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("bears", "Grizzly Bears"),
               obj("l1", "Island", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bomb", "ability": 1, "targets": ["bears"],
                "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert state(replay, "bears")["counters"] == {"oil": 2}, log(replay)
    assert zone_of(replay, "bomb") == "graveyard" and zone_of(replay, "l1") == "hand"


def test_furnace_skullbomb_can_not_target_an_opponents_creature(cards):
    objects = [obj("bomb", "Furnace Skullbomb"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "bomb", "ability": 1, "targets": ["bears"],
                "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, "2026-06-19"), cards=cards))
    assert replay.steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_monumental_facade_moves_an_oil_counter_to_target_creature_you_control(cards, rules):
    objects = [obj("facade", "The Monumental Facade", counters={"oil": 2}), obj("bears", "Grizzly Bears")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "facade", "ability": 2, "targets": ["bears"]},
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert state(replay, "facade")["counters"] == {"oil": 1} and state(replay, "facade")["tapped"], log(replay)
    assert state(replay, "bears")["counters"] == {"oil": 1}
