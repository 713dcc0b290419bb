""" "At the beginning of each opponent's upkeep, if that player has five or more cards in hand, this artifact deals 2
damage to that player." and "At the beginning of each player's end step, if that player has 5 or less life, ..."
(rulings/oracle/active_player_conditions.py), played from real cards' Oracle text (active_player_conditions_cards.json:
records copied from the pool): Misers' Cage, Ebony Owl Netsuke, Razor Pendulum. An intervening "if" (2007 404.3; 2026
603.4) about the player whose step it is, checked as the step begins and again as the ability resolves."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, life, log, obj, p, refused

CARDS = Path(__file__).parent / "active_player_conditions_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Misers' Cage", "Ebony Owl Netsuke", "Razor Pendulum"]
#: "one or fewer cards in hand" and "deals 2 damage to them": not read
NEAR_MISSES = ["Davriel, Rogue Shadowmage"]
INTERVENING_IF = {R2007: "404.3", R2026: "603.4"}


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_active_player_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_active_player_conditions_stay_text_only(compiled, name):
    assert not compiled[name].played


def _bobs_upkeep(cards, rules, cards_in_hand):
    """Bob's upkeep begins with Alice's Misers' Cage in play and `cards_in_hand` cards in Bob's hand."""
    doc = {"format": 1, "rules": rules, "name": "misers' cage", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("cage", "Misers' Cage"), *(obj(f"h{i}", "Grizzly Bears", owner="Bob", zone="hand") for i in range(cards_in_hand))],
           "actions": [p("Bob"), p("Alice")]}
    return run(cards, doc)


@pytest.mark.parametrize("rules", EDITIONS)
def test_misers_cage_deals_2_damage_to_an_opponent_with_five_cards_in_hand(cards, rules):
    replay = _bobs_upkeep(cards, rules, 5)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_misers_cage_doesnt_trigger_with_four_cards_in_hand(cards, rules):
    replay = _bobs_upkeep(cards, rules, 4)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20} and "Misers' Cage's ability triggers" not in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("bobs_life, hit", [(5, True), (6, False)])
def test_razor_pendulum_hits_the_player_whose_end_step_it_is_at_5_or_less_life(cards, rules, bobs_life, hit):
    doc = {"format": 1, "rules": rules, "name": "razor pendulum", "players": [{"name": "Alice", "life": 3}, {"name": "Bob", "life": bobs_life}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "end", "step": "end_of_turn"},
           "objects": [obj("rp", "Razor Pendulum")],
           "actions": [p("Bob"), p("Alice")]}
    replay = run(cards, doc)
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 3, "Bob": bobs_life - 2 if hit else bobs_life}, log(replay)  # Alice's life isn't read
