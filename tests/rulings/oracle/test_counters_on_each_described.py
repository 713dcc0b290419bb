""" "Put a +1/+1 counter on each [described creature]", read by rulings/oracle/counters_on_each_described.py
(counters_on_each_described_cards.json: records copied from the pool): Steel Overseer's "{T}: Put a +1/+1
counter on each artifact creature you control", Midnight Banshee's "put a -1/-1 counter on each nonblack
creature", Archfiend of Ifnir's "... on each creature your opponents control". Each creature the description
names as the effect resolves gets the counters; nothing is targeted (2007 415.1; 2026 115.1)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import activate, cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "counters_on_each_described_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTER_PLACED = {R2007: "200.10", R2026: "122.1"}
PLAYED = ["Steel Overseer", "Mindspring Merfolk", "Light of the Legion", "Midnight Banshee", "Archfiend of Ifnir",
          "Titans' Vanguard", "Bumi, Eclectic Earthbender"]
#: "each creature token you control" (a token filter the grammar doesn't read), "each creature you control other
#: than ~", "each other Merfolk and/or Knight you control"
NEAR_MISSES = ["Sandstorm Salvager", "Dawnstrike Vanguard", "Vodalian Wave-Knight"]


def counters(replay, oid) -> dict:
    return {k: v for k, v in (objects_in(replay.final_state).get(oid, {}).get("counters") or {}).items() if v}


@pytest.mark.parametrize("name", PLAYED)
def test_counters_on_each_described_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counters_on_each_described_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_steel_overseer_puts_a_counter_on_each_artifact_creature_of_its_controller(cards, rules):
    objects = [obj("so", "Steel Overseer"), obj("thopter", "Ornithopter"), obj("bears", "Grizzly Bears"),
               obj("bobs", "Ornithopter", owner="Bob")]
    actions = [activate("so"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "each artifact creature"), cards=cards))
    assert not refused(replay), log(replay)
    assert counters(replay, "so") == {"+1/+1": 1} and counters(replay, "thopter") == {"+1/+1": 1}, log(replay)
    assert counters(replay, "bears") == {} and counters(replay, "bobs") == {}, log(replay)
    assert COUNTER_PLACED[rules] in cited(replay), sorted(cited(replay))
