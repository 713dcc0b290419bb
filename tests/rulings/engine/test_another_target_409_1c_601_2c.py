""" "Another target ..." after an earlier target of the same spell (the filter's
`not_an_earlier_target`): chosen as the spell is cast (2007: 409.1c; 2026: 601.2c), never an
object chosen for an earlier target; the validator refuses it on a first target."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of, texts

SWAP = free("Swap", [{"do": "tap", "what": "target:0"}, {"do": "untap", "what": "target:1"}],
            [{"types": ["Creature"]}, {"types": ["Creature"], "not_an_earlier_target": True}])


def test_409_1c_another_target_cant_be_the_earlier_targets_object(play):
    objs = [obj("swap", SWAP, zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    r = play(make(objs, [act("play_spell", object="swap", targets=["bears", "bears"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"
    assert "Grizzly Bears is already chosen for an earlier target, and this target must be a different one" in \
        " ".join(texts(r.steps[1])) + r.steps[1].summary


def test_409_1c_another_target_may_be_any_other_object(play):
    objs = [obj("swap", SWAP, zone="hand"), obj("bears", "Grizzly Bears", "Bob"), obj("lions", "Grizzly Bears", "Bob", tapped=True)]
    r = play(make(objs, [act("play_spell", object="swap", targets=["bears", "lions"]), pass_("Alice"), pass_("Bob")]))
    state = objects_by_id(r.steps[-1].state)
    assert state["bears"]["tapped"] and not state["lions"]["tapped"]


@pytest.mark.parametrize("spec, field", [
    ({"types": ["Creature"], "not_an_earlier_target": False}, "objects[0].card.targets[0].not_an_earlier_target"),
    ({"types": ["Creature"], "not_an_earlier_target": True}, "objects[0].card.targets[0].not_an_earlier_target"),
])
def test_the_validator_names_a_wrong_not_an_earlier_target(spec, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("zap", free("Zap", [{"do": "tap", "what": "target:0"}], [spec]), zone="hand")], []))
    assert field in [err.path for err in e.value.errors]
