""" A character's "put a +1/+1 counter on him / her", read by rulings/oracle/counters_on_him_or_her.py as the
templates read "it" (counters_on_him_or_her_cards.json: records copied from the pool): Mockingbird's "Whenever
Mockingbird is dealt damage, put a +1/+1 counter on her", Zuko's "Whenever Zuko deals combat damage to a player,
put a +1/+1 counter on him", Big Bertha's "Big Bertha enters with X +1/+1 counters on her"."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "counters_on_him_or_her_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
COUNTER_PLACED = {R2007: "200.10", R2026: "122.1"}
PLAYED = ["Mockingbird, Bobbi Morse", "Zuko, Seeking Honor", "Venus, Torn Between Worlds", "Big Bertha"]
#: "he deals damage equal to the number of +1/+1 counters on him" (Red Hulk: "he" is not read); a dies trigger's
#: "return her ... She loses all abilities" (Hellcat)
NEAR_MISSES = ["Red Hulk", "Hellcat, Undying Vigilante"]


def counters(replay, oid) -> dict:
    return {k: v for k, v in (objects_in(replay.final_state).get(oid, {}).get("counters") or {}).items() if v}


@pytest.mark.parametrize("name", PLAYED)
def test_counters_on_him_or_her_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counters_on_him_or_her_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_mockingbird_gets_a_counter_on_her_when_dealt_damage(cards, rules):
    objects = [obj("mb", "Mockingbird, Bobbi Morse"), obj("shock", "Shock", owner="Bob", zone="hand"), obj("m", "Mountain", owner="Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["mb"], "mana_abilities": [{"object": "m"}]},
               p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "a counter on her"), cards=cards))
    assert not refused(replay), log(replay)
    assert counters(replay, "mb") == {"+1/+1": 1}, log(replay)
    assert COUNTER_PLACED[rules] in cited(replay), sorted(cited(replay))
