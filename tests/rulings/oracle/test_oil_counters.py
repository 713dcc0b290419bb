"""Real cards with oil counters (rulings/oracle/enters_mechanics.py): counters that mean nothing by
themselves (2007 121.1; 2026 122.1), put on as the permanent enters (a replacement effect, 2007
419.1b; 2026 614.1c) or by its own ability, and removed by its own "Remove an oil counter" costs."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, scenario, texts


@pytest.mark.parametrize("name", ["Gitaxian Raptor", "Atmosphere Surgeon"])
def test_the_oil_counter_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_gitaxian_raptor_enters_with_three_and_removes_one_to_pump(lookup, rules):
    objects = [obj("raptor", "Gitaxian Raptor", "Alice", "hand")] + [obj(f"i{i}", "Island", "Alice") for i in range(3)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "raptor", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
               {"type": "activate_ability", "player": "Alice", "object": "raptor", "ability": 2},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    raptor = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "raptor")
    assert raptor["counters"] == {"oil": 2} and (raptor["power"], raptor["toughness"]) == (2, 3)


def test_no_oil_counter_left_no_activation(lookup):
    objects = [{**obj("raptor", "Gitaxian Raptor", "Alice"), "counters": {}}]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "raptor", "ability": 2}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules="2026-06-19"), cards=lookup))
    assert replay.steps[1].refused and "counter" in " ".join(ev.text for ev in replay.steps[1].events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_atmosphere_surgeon_gets_an_oil_counter_for_a_noncreature_spell(lookup, rules):
    objects = [obj("surgeon", "Atmosphere Surgeon", "Alice"), obj("shock", "Shock", "Alice", "hand"), obj("m", "Mountain", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"], "mana_abilities": [{"object": "m"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    surgeon = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "surgeon")
    assert surgeon["counters"] == {"oil": 1}, texts(replay)


@pytest.mark.parametrize("text", ["This creature enters with X oil counters on it.", "Put an oil counter on target artifact.",
                                  "Remove an oil counter from target creature: Draw a card."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
