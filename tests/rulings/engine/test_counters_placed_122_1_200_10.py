"""Putting counters on a permanent cites what a counter is (2007 200.10; 2026 122.1) beside the layer
in which +1/+1 counters change power and toughness (2007 418.5a; 2026 613.4c)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cast, free, make, obj, objects_by_id, rules_of

GROW = free("Grow", [{"do": "put_counters", "counter": "+1/+1", "amount": 2, "to": "target:0"}])
BEAR = {"name": "Bear", "mana_cost": "{0}", "types": ["Creature"], "power": 2, "toughness": 2}


@pytest.mark.parametrize("rules, counter, layer", [("2026-06-19", "122.1", "613.4c"), ("2007-02-01", "200.10", "418.5a")])
def test_counters_put_on_a_creature_cite_what_a_counter_is_and_its_layer(rules, counter, layer):
    data = {**make([obj("grow", GROW, zone="hand"), obj("bear", BEAR)], cast("grow", "bear")), "rules": rules}
    replay = run_scenario(load_scenario(data))
    assert objects_by_id(replay.final_state)["bear"]["counters"] == {"+1/+1": 2}
    cited = {rule for step in replay.steps for rule in rules_of(step)}
    assert {counter, layer} <= cited
