"""Cipher (2026 702.99a): the resolving spell's card may be exiled encoded on a creature its
controller controls (the action's `choices: {"spell": {"cipher": "creature"}}`); another
player's creature can't be chosen, and the choice names an object the scenario has."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_

SLICE = {"name": "Test Slice", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["player"],
         "effect": [{"do": "lose_life", "amount": 1, "player": "target:0"}],
         "abilities": [{"kind": "keyword", "keyword": "cipher"}], "text": "Target player loses 1 life.\nCipher"}


def cast(encode_on):
    objs = [obj("slice", SLICE, zone="hand"), obj("mine", "Grizzly Bears"), obj("theirs", "Grizzly Bears", "Bob")]
    actions = [act("play_spell", object="slice", targets=["Bob"]), pass_("Alice"), {**pass_("Bob"), "choices": {"slice": {"cipher": encode_on}}}]
    return run_scenario(load_scenario({**make(objs, actions), "rules": "2026-06-19"}))


def test_702_99a_the_card_is_exiled_encoded_on_a_creature_you_control():
    replay = cast("mine")
    assert not any(st.refused for st in replay.steps)
    assert [o["id"] for o in replay.steps[-1].state["zones"]["Alice"]["removed_from_game"]] == ["slice"]


def test_an_opponents_creature_can_not_be_chosen():
    assert cast("theirs").steps[-1].refused


def test_the_choice_must_name_an_object_of_the_scenario():
    with pytest.raises(ScenarioError) as e:
        cast("nobody")
    assert "choices.slice.cipher" in str(e.value)
