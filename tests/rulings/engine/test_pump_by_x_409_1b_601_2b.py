"""A `pump` whose power or toughness is "X" / "-X": the X announced as the spell was cast
(2007: 409.1b; 2026: 601.2b), a number once the spell resolves ("Target creature gets
-X/-X until end of turn")."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, objects_by_id, pass_

MINUS_X = {"name": "Minus X", "mana_cost": "{X}", "types": ["Instant"], "targets": ["creature"], "text": "Minus X",
           "effect": [{"do": "pump", "power": "-X", "toughness": "X", "to": "target:0", "until": "end_of_turn"}]}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_a_pump_of_x_uses_the_x_announced(play, rules):
    objs = [obj("s", MINUS_X, zone="hand"), obj("giant", "Hill Giant", "Bob"), obj("f1", "Forest"), obj("f2", "Forest")]
    r = play({**make(objs, [act("play_spell", object="s", targets=["giant"], x=2, mana_abilities=[{"object": "f1"}, {"object": "f2"}]),
                            pass_("Alice"), pass_("Bob")]), "rules": rules})
    giant = objects_by_id(r.steps[-1].state)["giant"]
    assert (giant["power"], giant["toughness"]) == (1, 5)


def test_only_a_pump_takes_x_for_its_power():
    bad = {**MINUS_X, "effect": [{"do": "set_pt", "power": "X", "toughness": 1, "to": "target:0", "until": "end_of_turn"}]}
    with pytest.raises(ScenarioError, match=r"effect\[0\]\.power"):
        load_scenario(make([obj("s", bad, zone="hand")], []))
