"""An "X" bound in a target filter ("target creature with power X or less", "with mana value X"):
the X announced for the spell's own cost, before the targets are chosen (2007: 409.1b then
409.1c; 2026: 601.2b then 601.2c), stands in the filter; an X no one announced meets nothing."""
import pytest

from rulings.engine import ScenarioError, load_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions
from rulings.engine.target_filter import with_x

from .conftest import act, make, obj, pass_, rules_of, zone_ids

GLARE = {"name": "Glare", "mana_cost": "{X}{B}", "types": ["Instant"], "targets": [{"types": ["Creature"], "power_max": "X"}],
         "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target creature with power X or less."}


def board(actions, lands=4):
    return make([*[obj(f"s{i}", "Swamp") for i in range(lands)], obj("glare", GLARE, zone="hand"),
                 obj("bears", "Grizzly Bears", "Bob"), obj("giant", "Hill Giant", "Bob")], actions)


def glare(x, target, lands):
    return act("play_spell", object="glare", targets=[target], x=x, mana_abilities=[{"object": f"s{i}"} for i in range(lands)])


def test_with_x_puts_the_announced_number_in_each_x_bound():
    assert with_x({"types": ["Creature"], "power_max": "X"}, 3) == {"types": ["Creature"], "power_max": 3}
    assert with_x("creature", 3) == "creature"


def test_601_2c_the_target_is_checked_against_the_x_announced_before_it(play):
    refused = play(board([glare(2, "giant", 3)]))
    assert refused.steps[1].refused and "Hill Giant has power 3, not 2 or less" in refused.steps[1].summary + " ".join(
        e.text for e in refused.steps[1].events)
    done = play(board([glare(3, "giant", 4), pass_("Alice"), pass_("Bob")]))
    assert "giant" in zone_ids(done.steps[-1].state, "Bob", "graveyard")
    assert "409.1b" in rules_of(done.steps[1])


def test_legal_actions_list_each_target_with_the_x_it_needs():
    scenario = load_scenario(board([]))
    _, actions = legal_actions(game_at(scenario, 0))
    pairs = {(d["x"], d["targets"][0]) for d in actions if d.get("object") == "glare"}
    assert ("giant", 2) not in {(t, x) for x, t in pairs} and (3, "giant") in pairs and (2, "bears") in pairs


def test_a_bound_is_a_number_or_x_and_the_loader_names_the_field():
    bad = {**GLARE, "targets": [{"types": ["Creature"], "power_max": "Y"}]}
    with pytest.raises(ScenarioError, match=r"power_max"):
        load_scenario(make([obj("glare", bad, zone="hand")], []))


def test_an_x_no_one_announced_meets_nothing(play):
    trigger = {"name": "Unannounced", "mana_cost": "{0}", "types": ["Instant"], "targets": [{"types": ["Creature"], "power_max": "X"}],
               "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target creature with power X or less."}
    r = play(make([obj("u", trigger, zone="hand"), obj("bears", "Grizzly Bears", "Bob")],
                  [act("play_spell", object="u", targets=["bears"])]))
    assert r.steps[1].refused and "an X that was not announced" in " ".join(e.text for e in r.steps[1].events) + r.steps[1].summary
