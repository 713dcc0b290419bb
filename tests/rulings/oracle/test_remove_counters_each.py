""" "At the beginning of your upkeep, remove a -1/-1 counter from each creature you control." (Heartmender), read by
rulings/oracle/remove_counters_each.py, played from its real Oracle text (remove_counters_each_cards.json: records
copied from the pool): each creature its controller controls as it resolves loses one such counter, if it has one
(2007 103.3; 2026 101.3)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "remove_counters_each_cards.json"
R2026 = "2026-06-19"
PLAYED = ["Heartmender"]


@pytest.mark.parametrize("name", PLAYED)
def test_remove_counters_each_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", ["At the beginning of your upkeep, remove a -1/-1 counters from each creature you control.",
                                  "At the beginning of your upkeep, remove a -1/-1 counter from each creature."])
def test_near_miss_wordings_stay_text_only(text):
    record = {"name": "Test Creature", "mana_cost": "{2}{G}", "types": ["Creature"], "supertypes": [], "subtypes": ["Elemental"],
              "power": "2", "toughness": "2", "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


def test_heartmender_removes_one_minus_one_counter_from_each_of_its_controllers_creatures(cards):
    objects = [obj("heart", "Heartmender", counters={"-1/-1": 1}), obj("bears", "Grizzly Bears", counters={"-1/-1": 1}),
               obj("plain", "Grizzly Bears"), obj("theirs", "Grizzly Bears", owner="Bob", counters={"-1/-1": 1})]
    doc = {**in_main_phase(objects, [p("Alice"), p("Bob")], R2026, "remove counters"),  # persist (702.79) is later than 2007
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"}}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert not state["heart"].get("counters") and not state["bears"].get("counters"), log(replay)
    assert not state["plain"].get("counters") and state["theirs"]["counters"] == {"-1/-1": 1}, log(replay)
    assert "613.4c" in cited(replay), sorted(cited(replay))
