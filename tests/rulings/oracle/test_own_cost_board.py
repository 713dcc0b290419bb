"""The Avatars' own cost reductions (rulings/oracle/own_cost_board.py, rulings/engine/cost_counts.py),
played from real cards' Oracle text (own_cost_board_cards.json: records copied from the pool): "If an
opponent controls seven or more lands, this spell costs {6} less to cast." (Avatar of Fury), "If an
opponent has no cards in hand, ..." (Avatar of Will), "If an opponent controls at least four more
creatures than you, ..." (Avatar of Might), "If there are ten or more creature cards total in all
graveyards, ..." (Avatar of Woe). Checked as the total cost is determined (2007 409.1f; 2026 601.2f);
near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "own_cost_board_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Avatar of Might", "Avatar of Woe", "Avatar of Fury", "Avatar of Will"]
#: "3 or less life", "the difference" from the starting life total, "If you weren't the starting player"
NEAR_MISSES = ["Avatar of Hope", "Shadow of Mortality", "Unforgiving Overtake"]
TOTAL_COST = {R2007: "409.1f", R2026: "601.2f"}


def cast(oid, *lands):
    return {"type": "play_spell", "player": "Alice", "object": oid, "mana_abilities": [{"object": x} for x in lands]}


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "own cost board"), cards=cards))


def play(cards, objects, actions, rules):
    replay = run(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def many(card, n, prefix, **more):
    return [obj(f"{prefix}{i}", card, **more) for i in range(n)]


@pytest.mark.parametrize("name", PLAYED)
def test_avatar_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_conditions_first_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_fury_costs_six_less_while_an_opponent_controls_seven_lands(cards, rules):
    objects = [obj("avatar", "Avatar of Fury", zone="hand"), *many("Mountain", 2, "m"), *many("Island", 7, "bob_i", owner="Bob")]
    replay = play(cards, objects, [cast("avatar", "m0", "m1"), p("Alice"), p("Bob")], rules)  # {6}{R}{R}: {R}{R}
    assert zone_of(replay, "avatar") == "in_play", log(replay)
    assert (TOTAL_COST[rules], "total_cost") in cited_pairs(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_fury_costs_its_full_cost_against_six_lands(cards, rules):
    objects = [obj("avatar", "Avatar of Fury", zone="hand"), *many("Mountain", 2, "m"), *many("Island", 6, "bob_i", owner="Bob"),
               *many("Island", 3, "i")]  # its caster's own lands don't count
    replay = run(cards, objects, [cast("avatar", "m0", "m1")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_will_costs_six_less_while_an_opponent_has_no_cards_in_hand(cards, rules):
    objects = [obj("avatar", "Avatar of Will", zone="hand"), *many("Island", 2, "i")]
    replay = play(cards, objects, [cast("avatar", "i0", "i1"), p("Alice"), p("Bob")], rules)  # {U}{U}
    assert zone_of(replay, "avatar") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_will_costs_its_full_cost_while_the_opponent_holds_a_card(cards, rules):
    objects = [obj("avatar", "Avatar of Will", zone="hand"), *many("Island", 2, "i"), obj("bob_card", "Grizzly Bears", owner="Bob", zone="hand")]
    replay = run(cards, objects, [cast("avatar", "i0", "i1")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_might_costs_six_less_against_four_more_creatures(cards, rules):
    objects = [obj("avatar", "Avatar of Might", zone="hand"), *many("Forest", 2, "f"), obj("bears", "Grizzly Bears"),
               *many("Grizzly Bears", 5, "bob_b", owner="Bob")]
    replay = play(cards, objects, [cast("avatar", "f0", "f1"), p("Alice"), p("Bob")], rules)  # 5 against 1: {G}{G}
    assert zone_of(replay, "avatar") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_might_costs_its_full_cost_against_three_more_creatures(cards, rules):
    objects = [obj("avatar", "Avatar of Might", zone="hand"), *many("Forest", 2, "f"), *many("Grizzly Bears", 2, "b"),
               *many("Grizzly Bears", 5, "bob_b", owner="Bob")]
    replay = run(cards, objects, [cast("avatar", "f0", "f1")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_woe_counts_creature_cards_in_every_graveyard(cards, rules):
    objects = [obj("avatar", "Avatar of Woe", zone="hand"), *many("Swamp", 2, "s"), *many("Grizzly Bears", 6, "g", zone="graveyard"),
               *many("Grizzly Bears", 4, "bob_g", owner="Bob", zone="graveyard")]
    replay = play(cards, objects, [cast("avatar", "s0", "s1"), p("Alice"), p("Bob")], rules)  # ten: {B}{B}
    assert zone_of(replay, "avatar") == "in_play", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_avatar_of_woe_does_not_count_noncreature_cards(cards, rules):
    objects = [obj("avatar", "Avatar of Woe", zone="hand"), *many("Swamp", 2, "s"), *many("Grizzly Bears", 9, "g", zone="graveyard"),
               obj("land", "Forest", zone="graveyard")]
    replay = run(cards, objects, [cast("avatar", "s0", "s1")], rules)
    assert replay.steps[-1].refused and "can't pay" in log(replay), log(replay)
