"""Damage to each opponent and each creature and planeswalker they control (rulings/oracle/
opponents_and_their_permanents.py), played from real cards' Oracle text (opponents_and_their_permanents_cards.json:
records copied from the pool): End the Festivities, Goblin Chainwhirler's enters trigger ("it deals ...")."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import in_main_phase, life, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "opponents_and_their_permanents_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["End the Festivities", "Goblin Chainwhirler", "Tectonic Hazard"]


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "opponents and their permanents"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(card, lands) -> dict:
    return {"type": "play_spell", "player": "Alice", "object": card, "targets": [], "mana_abilities": [{"object": m} for m in lands]}


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_end_the_festivities_hits_each_opponent_and_their_creatures_not_yours(cards, rules):
    objects = [obj("end", "End the Festivities", zone="hand"), obj("m", "Mountain"), obj("mine", "Grizzly Bears"),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("giant", "Hill Giant", owner="Bob")]
    replay = play(cards, objects, [cast("end", ["m"]), p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["damage"] == 1 and objs["giant"]["damage"] == 1 and not objs["mine"].get("damage"), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


def test_end_the_festivities_hits_an_opponents_planeswalker_under_2026(cards):
    objects = [obj("end", "End the Festivities", zone="hand"), obj("m", "Mountain"),
               obj("ajani", "Ajani Goldmane", owner="Bob", counters={"loyalty": 4})]
    replay = play(cards, objects, [cast("end", ["m"]), p("Alice"), p("Bob")], R2026)
    assert objects_in(replay.final_state)["ajani"]["counters"]["loyalty"] == 3, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_chainwhirler_enters_and_deals_one_to_each_opponent_and_their_creatures(cards, rules):
    objects = [obj("whirler", "Goblin Chainwhirler", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(3)),
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [cast("whirler", ["m0", "m1", "m2"]), p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    assert objects_in(replay.final_state)["bears"]["damage"] == 1 and not objects_in(replay.final_state)["whirler"].get("damage"), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)
