""" "Target player shuffles." (Lantern of Insight) and "Shuffle your graveyard into your library." (Feldon's Cane)
(rulings/oracle/plain_shuffles.py), played from real cards' Oracle text (plain_shuffles_cards.json: records copied
from the pool): the library is shuffled (2026 701.24a; 2007: the glossary only); the graveyard's cards go into it
first. Enhanced Surveillance (its other paragraph) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "plain_shuffles_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Lantern of Insight", "Feldon's Cane"]
NEAR_MISSES = ["Enhanced Surveillance"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "shuffles"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_plain_shuffle_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_shuffles_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_lantern_of_insight_shuffles_the_target_players_library(cards, rules):
    objects = [obj("lantern", "Lantern of Insight"), obj("b1", "Grizzly Bears", owner="Bob", zone="library"),
               obj("b2", "Forest", owner="Bob", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "lantern", "ability": 1, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert "Bob shuffles their library" in log(replay) and zone_of(replay, "lantern") == "graveyard", log(replay)
    assert ("701.24a" in cited(replay)) == (rules == R2026), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_feldons_cane_shuffles_the_graveyard_into_the_library(cards, rules):
    objects = [obj("cane", "Feldon's Cane"), obj("g1", "Grizzly Bears", zone="graveyard"), obj("g2", "Forest", zone="graveyard"),
               obj("l1", "Island", zone="library"), obj("bob_g", "Grizzly Bears", owner="Bob", zone="graveyard")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "cane"}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert zone_of(replay, "g1") == zone_of(replay, "g2") == zone_of(replay, "l1") == "library", log(replay)
    assert zone_of(replay, "bob_g") == "graveyard" and zone_of(replay, "cane") == "removed_from_game", log(replay)
