"""The targets of "two target artifacts" (Dust to Dust): one instance of the word "target", so the
same object can't be chosen twice (2007: 409.1c; 2026: 115.3), each marked `distinct` in its
filter; the validator names the field when it is wrong."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, pass_, rules_of, zone_ids

TWO = {"types": ["Creature"], "distinct": True}
EXILE_TWO = free("Exile Two", [{"do": "remove_from_game", "what": "target:0"}, {"do": "remove_from_game", "what": "target:1"}],
                 [TWO, TWO])
BEARS = [obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob")]


def test_409_1c_the_same_creature_cant_be_both_targets(play):
    r = play(make([obj("x", EXILE_TWO, zone="hand"), *BEARS], [act("play_spell", object="x", targets=["b1", "b1"])]))
    assert r.steps[1].refused and rules_of(r.steps[1])[0] == "409.1c"


def test_409_1c_two_different_creatures_are_both_exiled(play):
    r = play(make([obj("x", EXILE_TWO, zone="hand"), *BEARS],
                  [act("play_spell", object="x", targets=["b1", "b2"]), pass_("Alice"), pass_("Bob")]))
    assert not r.steps[1].refused
    assert {"b1", "b2"} <= set(zone_ids(r.steps[-1].state, "Bob", "removed_from_game"))


def test_the_validator_names_a_wrong_distinct():
    spell = free("Exile Two", [{"do": "remove_from_game", "what": "target:0"}], [{"types": ["Creature"], "distinct": False}])
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", spell, zone="hand")], []))
    assert "objects[0].card.targets[0].distinct" in [err.path for err in e.value.errors]
