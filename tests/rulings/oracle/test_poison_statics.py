""" "Corrupted — As long as an opponent has three or more poison counters, this creature has double strike." (Apostle
of Invasion), "... has deathtouch and lifelink." (Bonepicker Skirge), read by rulings/oracle/poison_statics.py: the
creature's own ability only while an opponent of its controller has three or more poison counters (2007 102.3d; 2026
122.1f), read again whenever its abilities are (2007 418.4a; 2026 611.3a); played from real cards' Oracle text
(poison_statics_cards.json: records copied from the pool). An ability granted to other creatures ("creatures you control
with toxic", Skrelv's Hive) and a second condition (Incisor Steed's metalcraft) stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "poison_statics_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Apostle of Invasion", "Bonepicker Skirge"]
NEAR_MISSES = ["Skrelv's Hive", "Incisor Steed"]


def keywords(cards, name, rules, bob_poison, alice_poison=0) -> list:
    doc = {**in_main_phase([obj("c", name)], [p("Alice")], rules, "poison statics"),
           "players": [{"name": "Alice", "poison": alice_poison}, {"name": "Bob", "poison": bob_poison}]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    return objects_in(replay.final_state)["c"]["keywords"]


@pytest.mark.parametrize("name", PLAYED)
def test_corrupted_static_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_corrupted_statics_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_apostle_of_invasion_has_double_strike_only_once_an_opponent_has_three_poison(cards, rules):
    assert "double strike" in keywords(cards, "Apostle of Invasion", rules, 3)
    assert "double strike" not in keywords(cards, "Apostle of Invasion", rules, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_its_controllers_own_poison_counters_dont_count(cards, rules):
    found = keywords(cards, "Bonepicker Skirge", rules, 0, alice_poison=5)
    assert not {"deathtouch", "lifelink"} & set(found), found
    assert {"deathtouch", "lifelink"} <= set(keywords(cards, "Bonepicker Skirge", rules, 4))
