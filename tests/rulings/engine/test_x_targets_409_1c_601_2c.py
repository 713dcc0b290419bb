""" "X target creatures": as many targets as the X announced before them (2007: 409.1b then 409.1c;
2026: 601.2b then 601.2c), one instance of the word "target" (2007 409.1c; 2026 115.3)."""
import pytest

from rulings.engine import ScenarioError, load_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions
from rulings.engine.x_targets import expand

from .conftest import act, make, obj

TAP_X = {"name": "Tap X", "mana_cost": "{X}", "types": ["Sorcery"], "targets": [{"types": ["Creature"], "x_targets": True}],
         "effect": [{"do": "tap", "what": "target:0"}, {"do": "draw", "amount": 1}], "text": "Tap X target creatures. Draw a card."}


def test_expand_follows_the_instruction_once_for_each_of_the_x_targets():
    specs, steps = expand([{"types": ["Land"]}, {"types": ["Creature"], "x_targets": True}, "player"],
                          [{"do": "destroy", "what": "target:0"}, {"do": "tap", "what": "target:1"}, {"do": "draw", "player": "target:2"}], 2)
    assert len(specs) == 4 and specs[3] == "player"
    assert steps == ({"do": "destroy", "what": "target:0"}, {"do": "tap", "what": "target:1"}, {"do": "tap", "what": "target:2"},
                     {"do": "draw", "player": "target:3"})


def test_expand_with_x_0_leaves_the_instruction_out():
    specs, steps = expand([{"types": ["Creature"], "x_targets": True}], TAP_X["effect"], 0)
    assert specs == () and steps == ({"do": "draw", "amount": 1},)


def test_legal_actions_list_x_different_targets_for_each_x():
    scenario = load_scenario(make([obj("f0", "Forest"), obj("f1", "Forest"), obj("tap", TAP_X, zone="hand"),
                                   obj("bears", "Grizzly Bears", "Bob"), obj("giant", "Hill Giant", "Bob")], []))
    _, actions = legal_actions(game_at(scenario, 0))
    listed = {(d["x"], tuple(d.get("targets", ()))) for d in actions if d.get("object") == "tap"}
    assert (0, ()) in listed and (1, ("giant",)) in listed and (2, ("bears", "giant")) in listed
    assert not any(len(set(t)) != len(t) or len(t) != x for x, t in listed)


def test_legal_actions_stop_x_at_the_number_of_creatures_that_can_be_targeted():
    """Mana for an X of 16 and three creatures: the listing offers X up to 3, each with three different
    targets (one instance of "target"), and none above (the targets are chosen as combinations: a product
    of X lists of the candidates, 3**16 tuples at X = 16 with no legal set among them, held a worker for
    minutes)."""
    lands = [obj(f"f{i}", "Forest") for i in range(16)]
    scenario = load_scenario(make(lands + [obj("tap", TAP_X, zone="hand"), obj("bears", "Grizzly Bears", "Bob"),
                                           obj("giant", "Hill Giant", "Bob"), obj("elves", "Llanowar Elves", "Bob")], []))
    _, actions = legal_actions(game_at(scenario, 0))
    listed = {(d["x"], tuple(d.get("targets", ()))) for d in actions if d.get("object") == "tap"}
    assert max(x for x, _ in listed) == 3
    assert (3, ("bears", "giant", "elves")) in listed and all(len(set(t)) == x for x, t in listed)


def test_x_targets_is_true_and_not_with_up_to():
    bad = {**TAP_X, "targets": [{"types": ["Creature"], "x_targets": True, "up_to": True}]}
    with pytest.raises(ScenarioError, match=r"x_targets"):
        load_scenario(make([obj("tap", bad, zone="hand")], [act("pass_priority")]))
