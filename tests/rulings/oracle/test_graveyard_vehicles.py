""" "Return target creature or Vehicle card from your graveyard to the battlefield" (Back on Track, Broodheart
Engine): rulings/oracle/graveyard_vehicles.py, played from real cards' Oracle text (graveyard_vehicles_cards.json:
records copied from the pool). A creature card or a Vehicle card (2026 301.7) comes back a new object under its
owner's control (2026 400.7); Vehicles are later than February 2007, so those rules refuse the card."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "graveyard_vehicles_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Back on Track", "Broodheart Engine"]
#: a condition on the counters after it ("if you control an artifact and an enchantment"); a Spacecraft
NEAR_MISSES = ["Okiba Salvage", "Seedship Broodtender"]


def back_on_track(target, rules=R2026):
    objects = [obj("bt", "Back on Track", zone="hand"), *[obj(f"s{i}", "Swamp") for i in range(5)],
               obj("copter", "Smuggler's Copter", zone="graveyard"), obj("bears", "Grizzly Bears", zone="graveyard"),
               obj("bolt", "Lightning Bolt", zone="graveyard")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bt", "targets": [target]}, p("Alice"), p("Bob")]
    return in_main_phase(objects, actions, rules, "graveyard vehicles")


@pytest.mark.parametrize("name", PLAYED)
def test_creature_or_vehicle_card_returns_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_creature_or_vehicle_returns_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("target", ["copter", "bears"])
def test_back_on_track_returns_a_vehicle_card_or_a_creature_card_and_creates_a_pilot(cards, target):
    replay = run_scenario(load_scenario(back_on_track(target), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, target) == "in_play" and zone_of(replay, "bt") == "graveyard", log(replay)
    assert any("Pilot" in line for line in log(replay).splitlines() if "creates" in line), log(replay)
    assert "400.7" in cited(replay), sorted(cited(replay))  # a new object


def test_back_on_track_can_not_target_an_instant_card(cards):
    replay = run_scenario(load_scenario(back_on_track("bolt"), cards=cards))
    assert replay.steps[1].refused and zone_of(replay, "bolt") == "graveyard", log(replay)


def test_the_february_2007_rules_refuse_a_vehicle_filter(cards):
    with pytest.raises(ScenarioError):
        load_scenario(back_on_track("bears", R2007), cards=cards)


def test_broodheart_engine_returns_a_creature_card_as_a_sorcery(cards):
    objects = [obj("be", "Broodheart Engine"), obj("s0", "Swamp"), obj("s1", "Swamp"), obj("f0", "Forest"), obj("f1", "Forest"),
               obj("bears", "Grizzly Bears", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "be", "ability": 1, "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "graveyard vehicles"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "be") == "graveyard", log(replay)
