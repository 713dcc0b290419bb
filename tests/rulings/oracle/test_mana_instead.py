"""A mana ability that adds other mana "instead" when a condition holds as it resolves
(rulings/oracle/mana_instead.py; rulings/engine/instead_conditions.py), played from real cards' Oracle
text (mana_instead_cards.json: records copied from the pool): the Urza's lands' "{T}: Add {C}. If you
control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." (land types Urza's and Mine /
Power-Plant / Tower: 2007 212.6c; 2026 205.3i) and Ilysian Caryatid's "... If you control a creature
with power 4 or greater, add two mana of any one color instead."; the condition is checked as the
ability resolves (2007 413.2b; 2026 608.2c); near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, pool_of, refused

CARDS = Path(__file__).parent / "mana_instead_cards.json"
POOL_TOO = True  # Serra Angel and Grizzly Bears from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
FOLLOW = {R2007: "413.2b", R2026: "608.2c"}
PLAYED = ["Urza's Mine", "Urza's Power Plant", "Urza's Tower", "Ilysian Caryatid", "Leafkin Druid", "Raucous Audience"]
#: conditions the engine doesn't read ("If you played a land this turn", "creatures named ..."), "three mana of that type"
NEAR_MISSES = ["River of Tears", "Tower Worker", "Incubation Druid"]
TRON = [obj("mine", "Urza's Mine"), obj("plant", "Urza's Power Plant"), obj("tower", "Urza's Tower")]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "mana instead"), cards=cards))
    assert not refused(replay), log(replay)
    return replay


def tap(oid, **more) -> dict:
    return {"type": "activate_ability", "player": "Alice", "object": oid, **more}


@pytest.mark.parametrize("name", PLAYED)
def test_mana_instead_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_instead_mana_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_three_urzas_lands_together_make_seven(cards, rules):
    replay = play(cards, TRON, [tap("mine"), tap("plant"), tap("tower")], rules)
    assert pool_of(replay) == {"C": 7}, log(replay)  # 2 + 2 + 3
    assert FOLLOW[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_urzas_tower_without_a_power_plant_adds_one(cards, rules):
    replay = play(cards, [obj("mine", "Urza's Mine"), obj("tower", "Urza's Tower")], [tap("tower")], rules)
    assert pool_of(replay) == {"C": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_urzas_lands_an_opponent_controls_dont_count(cards, rules):
    objects = [obj("mine", "Urza's Mine"), obj("plant", "Urza's Power Plant", owner="Bob"), obj("tower", "Urza's Tower", owner="Bob")]
    replay = play(cards, objects, [tap("mine")], rules)
    assert pool_of(replay) == {"C": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ilysian_caryatid_adds_two_of_the_chosen_color_beside_a_creature_with_power_4(cards, rules):
    objects = [obj("caryatid", "Ilysian Caryatid"), obj("angel", "Serra Angel")]
    replay = play(cards, objects, [tap("caryatid", choice="W")], rules)
    assert pool_of(replay) == {"W": 2}, log(replay)
    assert {R2007: "413.2c", R2026: "608.2d"}[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_ilysian_caryatid_adds_one_without_a_creature_with_power_4(cards, rules):
    objects = [obj("caryatid", "Ilysian Caryatid"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [tap("caryatid", choice="G")], rules)
    assert pool_of(replay) == {"G": 1}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_leafkin_druid_counts_itself_among_four_creatures(cards, rules):
    objects = [obj("druid", "Leafkin Druid"), *(obj(f"b{i}", "Grizzly Bears") for i in range(3)), obj("bobs", "Grizzly Bears", owner="Bob")]
    replay = play(cards, objects, [tap("druid")], rules)
    assert pool_of(replay) == {"G": 2}, log(replay)
    fewer = play(cards, objects[:3] + objects[4:], [tap("druid")], rules)  # three creatures of Alice's, Bob's doesn't count
    assert pool_of(fewer) == {"G": 1}, log(fewer)
