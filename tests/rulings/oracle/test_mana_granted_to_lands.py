""" "Lands you control have "{T}: Add one mana of any color."" (rulings/oracle/mana_granted_to_lands.py; the
engine's static `"affects": "lands_you_control"`), played from real cards' Oracle text
(mana_granted_to_lands_cards.json: records copied from the pool): each land its controller controls has the
mana ability while the static ability applies (layer 6: 2007 418.5a; 2026 613.1f), the color chosen as it
resolves (2007 413.2c; 2026 608.2d); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, pool_of, refused, zone_of

CARDS = Path(__file__).parent / "mana_granted_to_lands_cards.json"
POOL_TOO = True  # Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Chromatic Lantern", "Joiner Adept"]
#: a spending restriction in the granted ability, "All lands have", "Basic lands you control have", "Each land and Ally"
NEAR_MISSES = ["Resonating Lute", "Truga Jungle", "Sovereign's Realm", "Great Divide Guide"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "lands have mana"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_lands_granted_a_mana_ability_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_granted_land_mana_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_forest_beside_chromatic_lantern_adds_the_color_chosen(cards, rules):
    objects = [obj("lantern", "Chromatic Lantern"), obj("f", "Forest")]
    replay = run(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "f", "ability": 1, "choice": "U"}], rules)
    assert not refused(replay), log(replay)
    assert pool_of(replay) == {"U": 1}, log(replay)
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay)


def test_the_lands_of_the_lanterns_opponent_dont_have_the_ability(cards):
    objects = [obj("lantern", "Chromatic Lantern", owner="Bob"), obj("f", "Forest")]
    replay = run(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "f", "ability": 1, "choice": "U"}], R2026)
    assert refused(replay) and "no ability number 1" in log(replay), log(replay)
    assert pool_of(replay) == {}


@pytest.mark.parametrize("rules", EDITIONS)
def test_joiner_adept_lets_a_forest_pay_for_a_red_spell_when_the_action_names_no_mana(cards, rules):
    objects = [obj("adept", "Joiner Adept"), obj("f", "Forest"), obj("bolt", "Lightning Bolt", zone="hand")]
    replay = run(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"]}, p("Alice"), p("Bob")], rules)
    assert not refused(replay), log(replay)
    assert replay.final_state["players"][1]["life"] == 17 and zone_of(replay, "bolt") == "graveyard"
