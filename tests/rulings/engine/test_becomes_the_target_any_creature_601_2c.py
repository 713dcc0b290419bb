""" "Whenever a creature (you control) becomes the target of a spell or ability" (the engine's `becomes_target`
with `who: any_creature` / `creature_you_control`, ward.py): the creature becomes the target as the spell's
targets are chosen (2026 601.2c; 2007 409.1c) and "it" is that creature. Both editions play it."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import obj, objects_by_id
from .test_ward_702_21a_and_becomes_the_target_601_2c import R07, R26, bob_bolts, creature, played


#: an enchantment: "Whenever a creature [you control] becomes the target of a spell or ability, destroy that creature."
def watcher(who):
    return {"name": "Watcher", "mana_cost": "{1}", "types": ["Enchantment"], "abilities": [
        {"kind": "triggered", "trigger": {"event": "becomes_target", "who": who}, "effect": [{"do": "destroy", "what": "it"}],
         "text": "Whenever a creature becomes the target of a spell or ability, destroy that creature."}]}


@pytest.mark.parametrize("rules", [R26, R07])
def test_601_2c_a_creature_that_becomes_the_target_is_it(rules):
    r = played(bob_bolts(creature("Wall", toughness=5), obj("e", watcher("any_creature"))), rules)
    found = objects_by_id(r.final_state)
    assert found["w"]["zone"] == "graveyard" and found["e"]["zone"] == "in_play"  # destroyed by the trigger, not the Bolt's 3


def test_601_2c_a_creature_you_control_is_only_yours():
    """Bob's enchantment watches Bob's creatures: Alice's targeted creature doesn't trigger it."""
    r = played(bob_bolts(creature("Wall", toughness=5), obj("e", watcher("creature_you_control"), "Bob")), R26)
    found = objects_by_id(r.final_state)
    assert found["w"]["zone"] == "in_play" and found["w"]["damage"] == 3
    assert not any("ability triggers" in e.text for s in r.steps for e in s.events)


def test_becomes_target_who_is_validated_naming_the_field():
    data = bob_bolts(creature("Wall", toughness=5), obj("e", watcher("any_permanent")))
    with pytest.raises(ScenarioError, match="who"):
        load_scenario({**data, "rules": R26})
