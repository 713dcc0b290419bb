"""Parley (an ability word, 2026 207.2c; rulings/oracle/parley.py, rulings/engine/parley.py), played from
real cards' Oracle text (parley_cards.json: records copied from the pool): "Each player reveals the top card
of their library. For each nonland card revealed this way, you create a 3/3 green Elephant creature token.
Then each player draws a card." (Selvala's Charge; Rousing of Souls; the attack triggers of Cutthroat
Negotiator, "a tapped Treasure token", and Storm Fleet Negotiator, "a Map token"). Revealing moves no card
(2026 701.20b): each player then draws the card they revealed."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "parley_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Selvala's Charge", "Rousing of Souls", "Cutthroat Negotiator", "Storm Fleet Negotiator"]
#: "For each nonland card revealed this way, put a +1/+1 counter on this creature": counters, another family's
NEAR_MISSES = ["Selvala's Enforcer"]


@pytest.mark.parametrize("name", PLAYED)
def test_parley_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_parley_wordings_stay_text_only(compiled, name):
    assert not compiled[name].played


def cast_charge(cards, rules, alice_top, bob_top):
    objects = [obj("charge", "Selvala's Charge", zone="hand"), *(obj(f"f{k}", "Forest") for k in range(5)),
               obj("a_top", alice_top, zone="library"), obj("b_top", bob_top, owner="Bob", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "charge", "mana_abilities": [{"object": f"f{k}"} for k in range(5)]},
               p("Alice"), p("Bob")]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "parley"), cards=cards))


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_selvalas_charge_makes_an_elephant_for_each_nonland_card_revealed_then_each_player_draws_it(cards, rules):
    replay = cast_charge(cards, rules, "Grizzly Bears", "Plains")
    assert not any(st.refused for st in replay.steps), log(replay)
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert "elephant" in mine and "elephant-2" not in mine and mine["elephant"]["power"] == 3, log(replay)
    hands = {pl: [o["id"] for o in z["hand"]] for pl, z in replay.final_state["zones"].items()}
    assert hands == {"Alice": ["a_top"], "Bob": ["b_top"]}, log(replay)  # the revealed cards stayed on top and were drawn
    assert "1 nonland card revealed this way" in log(replay)
    if rules == R2026:
        assert "701.20b" in cited(replay), sorted(cited(replay))


def test_two_nonland_cards_revealed_make_two_elephants(cards):
    replay = cast_charge(cards, R2026, "Grizzly Bears", "Grizzly Bears")
    mine = {o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert {"elephant", "elephant-2"} <= mine and "elephant-3" not in mine, log(replay)


def test_only_lands_revealed_make_no_elephant(cards):
    replay = cast_charge(cards, R2026, "Plains", "Forest")
    mine = {o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert "elephant" not in mine, log(replay)
