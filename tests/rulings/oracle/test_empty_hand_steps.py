"""A player's upkeep with an intervening "if" about that player's empty hand (rulings/oracle/empty_hand_steps.py),
played from real cards' Oracle text (empty_hand_steps_cards.json: records copied from the pool): "At the beginning of
each player's upkeep, if that player has no cards in hand, that player draws three cards." (Ghirapur Orrery), "...,
you draw a card and you lose 1 life." (Asylum Visitor), "At the beginning of each opponent's upkeep, if that player has
no cards in hand, they lose 2 life." (Hollowborn Barghest): the player whose upkeep it is (2007 303.1; 2026 503.1), the
condition checked as the step begins and again as the ability resolves (2007 404.3; 2026 603.4)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused

CARDS = Path(__file__).parent / "empty_hand_steps_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
IF = {R2007: "404.3", R2026: "603.4"}
UPKEEP = {R2007: "303.1", R2026: "503.1"}
PLAYED = ["Ghirapur Orrery", "Asylum Visitor", "Hollowborn Barghest"]
#: a second condition: "and this enchantment has two or more quest counters on it"
NEAR_MISSES = ["Quest for the Nihil Stone"]

ALICES_END_STEP = {"number": 3, "active_player": "Alice", "phase": "end", "step": "end_of_turn"}


def bobs_upkeep(cards, rules, objects, resolve=True):
    """From Alice's end step into Bob's upkeep and, with `resolve`, through the trigger's resolution."""
    actions = [p("Alice"), p("Bob"), *((p("Bob"), p("Alice")) if resolve else ())]
    sc = {**in_main_phase(objects, actions, rules, "empty hand steps"), "turn": ALICES_END_STEP}
    return run_scenario(load_scenario(sc, cards=cards))


def library(owner, n):
    return [obj(f"{owner[0].lower()}lib{i}", "Grizzly Bears", owner=owner, zone="library") for i in range(n)]


def hand(replay, player):
    return [o["id"] for o in replay.final_state["zones"][player]["hand"]]


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_cards_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghirapur_orrery_makes_the_player_with_no_cards_in_hand_draw_three(cards, rules):
    replay = bobs_upkeep(cards, rules, [obj("orrery", "Ghirapur Orrery"), *library("Bob", 4)])
    assert not refused(replay), log(replay)
    assert len(hand(replay, "Bob")) == 3 and hand(replay, "Alice") == [], log(replay)  # Bob's upkeep: Bob draws, not Alice
    assert {IF[rules], UPKEEP[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_ghirapur_orrery_doesnt_trigger_for_a_player_with_a_card_in_hand(cards, rules):
    objects = [obj("orrery", "Ghirapur Orrery"), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"), *library("Bob", 4)]
    replay = bobs_upkeep(cards, rules, objects, resolve=False)
    assert hand(replay, "Bob") == ["bolt"], log(replay)
    assert "does not trigger" in log(replay)
    assert IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_asylum_visitor_draws_and_loses_life_for_its_controller_in_an_opponents_upkeep(cards, rules):
    objects = [obj("visitor", "Asylum Visitor"), *library("Alice", 2), *library("Bob", 2)]
    replay = bobs_upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert len(hand(replay, "Alice")) == 1 and hand(replay, "Bob") == [], log(replay)
    assert life(replay) == {"Alice": 19, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("empty", [True, False])
def test_hollowborn_barghest_drains_an_opponent_with_no_cards_in_hand(cards, rules, empty):
    objects = [obj("barghest", "Hollowborn Barghest"), obj("bolt", "Lightning Bolt", zone="hand"), *library("Bob", 2),
               *(() if empty else (obj("b_bolt", "Lightning Bolt", owner="Bob", zone="hand"),))]
    replay = bobs_upkeep(cards, rules, objects)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == (18 if empty else 20), log(replay)
