"""`{"count": "your_life_total"}`: "where X is your life total", read as the instruction is followed
(2026 608.2h; 2007 413.2f): a life change earlier in the same effect counts."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cast, make, obj, objects_by_id

GROW = {"name": "Grow By Life", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["creature"],
        "text": "You gain 3 life. Put X +1/+1 counters on target creature, where X is your life total.",
        "effect": [{"do": "gain_life", "amount": 3, "player": "you"},
                   {"do": "put_counters", "counter": "+1/+1", "amount": {"count": "your_life_total"}, "to": "target:0"}]}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_x_is_the_life_total_as_the_instruction_is_followed(rules):
    r = run_scenario(load_scenario({**make([obj("g", GROW, zone="hand"), obj("bears", "Grizzly Bears")], cast("g", "bears"),
                                           life=(12, 20)), "rules": rules}))
    assert objects_by_id(r.final_state)["bears"]["counters"] == {"+1/+1": 15}
