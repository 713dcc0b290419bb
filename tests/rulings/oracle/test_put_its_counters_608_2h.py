"""Real cards with "When this creature dies, put its counters on target creature you control"
(rulings/oracle/permanent_lines.py, rulings/engine/its_counters.py): the counters it had as it last
existed in play (2007 413.2f; 2026 608.2h)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

LAST_KNOWN = {"2007-02-01": "413.2f", "2026-06-19": "608.2h"}


def test_dockworker_drone_is_fully_played(pool):
    assert pool["Dockworker Drone"].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_drones_counters_go_to_the_target(lookup, rules):
    data = scenario([{**obj("drone", "Dockworker Drone", "Alice"), "counters": {"+1/+1": 1, "spore": 2}},
                     obj("bears", "Grizzly Bears", "Alice"), obj("shock", "Shock", "Bob", "hand"), obj("m", "Mountain", "Bob")],
                    [{"type": "pass_priority", "player": "Alice"},
                     {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["drone"], "mana_abilities": [{"object": "m"}]},
                     {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice", "trigger_targets": {"drone": ["bears"]}},  # Shock resolves; the Drone dies
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
                    rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    bears = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "bears")
    assert bears["counters"] == {"+1/+1": 1, "spore": 2} and (bears["power"], bears["toughness"]) == (3, 3)
    assert LAST_KNOWN[rules] in rules_cited(replay)


def test_near_miss_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": "When this creature dies, put its +1/+1 counters on target creature."}).played
