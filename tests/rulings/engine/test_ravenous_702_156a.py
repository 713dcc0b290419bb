"""702.156a (2026): ravenous: the permanent remembers the X paid for its spell, which the
condition `source_x_at_least` of its enters trigger reads ("if X is 5 or more")."""
from __future__ import annotations

import pytest

from .conftest import act, make, obj, objects_by_id, pass_

HYDRA = {"name": "Test Hydra", "mana_cost": "{X}", "types": ["Creature"], "subtypes": ["Tyranid"], "power": 0, "toughness": 0,
         "abilities": [{"kind": "keyword", "keyword": "ravenous"},
                       {"kind": "static", "comes_into_play": {"counters": {"+1/+1": "X"}}},
                       {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "if": {"source_x_at_least": 5},
                        "effect": [{"do": "draw", "amount": 1}]}],
         "text": "Ravenous"}


def cast(x, condition=5):
    card = {**HYDRA, "abilities": [*HYDRA["abilities"][:2], {**HYDRA["abilities"][2], "if": {"source_x_at_least": condition}}]}
    spell = act("play_spell", object="hydra", x=x, mana_abilities=[{"object": f"f{i}"} for i in range(x)])
    objs = [obj("hydra", card, zone="hand"), obj("l1", "Hill Giant", zone="library"),
            *[obj(f"f{i}", "Forest") for i in range(x)]]
    return {**make(objs, [spell, pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]), "rules": "2026-06-19"}


@pytest.mark.parametrize("x, drawn", [(6, True), (5, True), (2, False)])
def test_702_156a_the_enters_trigger_reads_the_x_paid(play, x, drawn):
    replay = play(cast(x))
    found = objects_by_id(replay.final_state)
    assert found["hydra"]["counters"] == {"+1/+1": x}
    assert (found["l1"]["zone"] == "hand") is drawn


def test_the_loader_names_a_bad_source_x_at_least():
    from rulings.engine import ScenarioError, load_scenario
    with pytest.raises(ScenarioError) as refused:
        load_scenario(cast(5, condition=-1))
    assert "source_x_at_least" in str(refused.value)
