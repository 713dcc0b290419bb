"""A static ability's set of affected creatures is determined as it applies (2007 418.5a;
2026 613.1f): "Each creature you control with a +1/+1 counter on it has trample" (the
filter `with_counter`) covers a creature from the moment it gets such a counter."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

LORD = {"name": "Counter Lord", "mana_cost": "{3}{G}", "types": ["Creature"], "power": 4, "toughness": 3,
        "abilities": [{"kind": "static", "affects": "creatures", "filter": {"you_control": True, "with_counter": "+1/+1"},
                       "gains": {"kind": "keyword", "keyword": "trample"},
                       "text": "Each creature you control with a +1/+1 counter on it has trample."}]}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
GROWTH = {"name": "Test Growth", "mana_cost": "{G}", "types": ["Instant"], "targets": ["creature"],
          "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target:0"}], "text": "Put a +1/+1 counter on target creature."}


def make(lord=LORD):
    return {"format": 1, "rules": "2026-06-19", "name": "with a counter", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "lord", "card": lord, "owner": "Alice", "zone": "in_play"},
                        {"id": "bear", "card": BEAR, "owner": "Alice", "zone": "in_play"},
                        {"id": "growth", "card": GROWTH, "owner": "Alice", "zone": "hand"},
                        {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "play_spell", "player": "Alice", "object": "growth", "targets": ["bear"], "mana_abilities": [{"object": "forest"}]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


def bear(step):
    return next(o for o in step.state["zones"]["Alice"]["in_play"] if o["id"] == "bear")


def test_a_creature_has_the_ability_once_it_gets_a_counter():
    replay = run_scenario(load_scenario(make()))
    assert "trample" not in bear(replay.steps[0])["keywords"]
    assert "trample" in bear(replay.steps[-1])["keywords"]


def test_with_counter_reads_only_plus_one_counters():
    lord = {**LORD, "abilities": [{**LORD["abilities"][0], "filter": {"you_control": True, "with_counter": "-1/-1"}}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make(lord))
    assert "objects[0].card.abilities[0].filter.with_counter" in str(e.value)
