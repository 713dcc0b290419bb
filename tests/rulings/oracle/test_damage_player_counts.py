"""Damage to the player whose upkeep it is, equal to a count of what that player has
(rulings/oracle/damage_player_counts.py), played from real cards' Oracle text
(damage_player_counts_cards.json: records copied from the pool): Karma's Swamps, Primal Order's nonbasic
lands, Cold Snap's snow lands, Ancient Runes' artifacts "they control", Price of Knowledge's "cards in
that player's hand", and "where X is 3 minus the number of cards in their hand" (Rackling, Wheel of
Torture) / "the number of cards in their hand minus 4" (Viseling, Iron Maiden), counted as the ability
resolves (2007 413.2b; 2026 608.2c), a negative X being 0; near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p

CARDS = Path(__file__).parent / "damage_player_counts_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Karma", "Primal Order", "Cold Snap", "Ancient Runes", "Price of Knowledge", "Rackling", "Wheel of Torture",
          "Viseling", "Iron Maiden"]
#: "untapped lands they controlled at the beginning of this turn", a World enchantment (a supertype the engine doesn't
#: know), "the chosen player's upkeep": not these
NEAR_MISSES = ["Power Surge", "Storm World", "The Rack"]
STEP_TRIGGER = {R2007: "410.2", R2026: "603.2b"}  # "at the beginning of" a step


def to_bobs_upkeep(card, objects):
    """Alice controls `card`; the game goes on to Bob's upkeep, where the trigger resolves."""
    objects = [obj("source", card), obj("mine", "Swamp"), obj("bob_top", "Grizzly Bears", owner="Bob", zone="library"), *objects]
    actions = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob"), p("Bob"), p("Alice")]
    return objects, actions


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "damage player counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_count_damage_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_karma_counts_the_swamps_the_upkeep_player_controls(cards, rules):
    objects, actions = to_bobs_upkeep("Karma", [obj("s0", "Swamp", owner="Bob"), obj("s1", "Swamp", owner="Bob"),
                                                obj("bad", "Badlands", owner="Bob"), obj("mtn", "Mountain", owner="Bob")])
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)  # two Swamps and Badlands (a Swamp too); not Alice's Swamp
    assert STEP_TRIGGER[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_primal_order_counts_only_nonbasic_lands(cards, rules):
    objects, actions = to_bobs_upkeep("Primal Order", [obj("s0", "Swamp", owner="Bob"), obj("bad", "Badlands", owner="Bob")])
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_karma_with_no_swamps_deals_no_damage(cards, rules):
    objects, actions = to_bobs_upkeep("Karma", [obj("mtn", "Mountain", owner="Bob")])
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_price_of_knowledge_counts_the_cards_in_that_players_hand(cards, rules):
    objects, actions = to_bobs_upkeep("Price of Knowledge", [obj("h0", "Grizzly Bears", owner="Bob", zone="hand"),
                                                             obj("h1", "Mountain", owner="Bob", zone="hand"),
                                                             obj("a0", "Mountain", zone="hand")])
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 18}, log(replay)  # Bob's two cards, before his draw; Alice's hand doesn't count


@pytest.mark.parametrize("rules", EDITIONS)
def test_cold_snap_counts_only_snow_lands(cards, rules):
    objects, actions = to_bobs_upkeep("Cold Snap", [obj("snow", "Snow-Covered Swamp", owner="Bob"), obj("s0", "Swamp", owner="Bob")])
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


def bobs_hand(n):
    return [obj(f"h{i}", "Mountain", owner="Bob", zone="hand") for i in range(n)]


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_in_hand, dealt", [(1, 2), (3, 0), (5, 0)])
def test_rackling_deals_3_minus_the_cards_in_the_opponents_hand(cards, rules, cards_in_hand, dealt):
    objects, actions = to_bobs_upkeep("Rackling", bobs_hand(cards_in_hand))
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 20 - dealt}, log(replay)  # 5 cards: -2, which is 0


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("cards_in_hand, dealt", [(6, 2), (4, 0), (2, 0)])
def test_viseling_deals_the_cards_in_the_opponents_hand_minus_4(cards, rules, cards_in_hand, dealt):
    objects, actions = to_bobs_upkeep("Viseling", bobs_hand(cards_in_hand))
    replay = play(cards, objects, actions, rules)
    assert life(replay) == {"Alice": 20, "Bob": 20 - dealt}, log(replay)
