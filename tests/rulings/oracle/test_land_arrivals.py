""" "Whenever a land enters, you may gain 1 life." and "Whenever a land an opponent controls enters, that player loses 2
life and you gain 2 life." (rulings/oracle/land_arrivals.py), played from real cards' Oracle text
(land_arrivals_cards.json: records copied from the pool): Lifegift, Shattered Angel, Polluted Bonds, Nightshade
Harvester. Any land's entering triggers the first (2007 410.10a; 2026 603.6a); only an opponent's the second, "that
player" being the land's controller as it entered."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, life, log, obj, p, refused

CARDS = Path(__file__).parent / "land_arrivals_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Lifegift", "Shattered Angel", "Polluted Bonds", "Nightshade Harvester"]
#: "its controller creates ...", "a nonbasic land an opponent controls": not read
NEAR_MISSES = ["Seed the Land", "Spectrum Sentinel"]
ENTERS = {R2007: "410.10a", R2026: "603.6a"}


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_land_arrival_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_land_arrivals_stay_text_only(compiled, name):
    assert not compiled[name].played


def _land_played(cards, rules, mine, player, choices=None):
    """`player` plays a Forest on their own turn with Alice's `mine` in play; the trigger resolves."""
    other = "Alice" if player == "Bob" else "Bob"
    doc = {"format": 1, "rules": rules, "name": "a land enters", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": player, "phase": "precombat_main"},
           "objects": [obj("m", mine), obj("f", "Forest", owner=player, zone="hand")],
           "actions": [{"type": "play_land", "player": player, "object": "f"}, p(player), p(other, **({"choices": {"m": choices}} if choices else {}))]}
    return run(cards, doc)


@pytest.mark.parametrize("rules", EDITIONS)
def test_polluted_bonds_drains_the_opponent_who_played_a_land(cards, rules):
    replay = _land_played(cards, rules, "Polluted Bonds", "Bob")
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 22, "Bob": 18}, log(replay)
    assert ENTERS[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_polluted_bonds_ignores_its_controllers_own_land(cards, rules):
    replay = _land_played(cards, rules, "Polluted Bonds", "Alice")
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20} and "Polluted Bonds's ability triggers" not in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("player", ["Alice", "Bob"])
def test_lifegift_may_gain_1_life_for_any_players_land(cards, rules, player):
    replay = _land_played(cards, rules, "Lifegift", player, choices={"may": True})
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 21, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_shattered_angel_gains_nothing_when_its_controller_declines(cards, rules):
    replay = _land_played(cards, rules, "Shattered Angel", "Bob", choices={"may": False})
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20} and "Shattered Angel's ability triggers" in log(replay), log(replay)
