"""Storage and depletion counters (2026 122.1; rulings/engine/storage_counters.py): "Remove any number of
storage counters" as a cost, the number chosen in the action's `pay` ("any number" may be zero: 2026
107.1c) and counted by "for each storage counter removed this way"; "if this land is tapped"; and
"If there are no depletion counters on this land, sacrifice it"."""
import pytest

from rulings.engine import load_scenario
from rulings.engine.errors import ScenarioError

from .conftest import act, make, obj, pass_

EDITIONS = ("2007-02-01", "2026-06-19")
VAULT = {"name": "Vault", "mana_cost": "", "types": ["Land"],
         "abilities": [{"kind": "activated", "cost": {"remove_any_counters": "storage"},
                        "effect": [{"do": "gain_life", "amount": {"count": "counters_removed_this_way"}, "player": "you"}],
                        "text": "Remove any number of storage counters from this land: You gain 1 life for each storage counter removed this way."}]}


def vault(counters=3):
    return obj("v", VAULT, counters={"storage": counters})


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_ability_on_the_stack_counts_the_counters_its_cost_removed(play, rules):
    r = play({**make([vault()], [act("activate_ability", object="v", ability=0, pay={"remove_counters": 2}), pass_("Alice"), pass_("Bob")]),
              "rules": rules})
    assert not any(st.refused for st in r.steps)
    assert r.steps[-1].state["players"][0]["life"] == 22


def test_removing_zero_counters_is_choosing_any_number(play):
    r = play({**make([vault()], [act("activate_ability", object="v", ability=0), pass_("Alice"), pass_("Bob")]), "rules": "2026-06-19"})
    assert r.steps[-1].state["players"][0]["life"] == 20
    assert any(c.rule == "107.1c" for e in r.steps[1].events for c in e.citations)


def test_a_remove_counters_choice_that_isnt_a_number_is_refused_naming_the_field():
    data = make([vault()], [act("activate_ability", object="v", ability=0, pay={"remove_counters": "all"})])
    with pytest.raises(ScenarioError, match=r"actions\[0\]\.pay\.remove_counters"):
        load_scenario(data)


def test_only_storage_counters_may_be_removed_in_any_number():
    card = {**VAULT, "abilities": [{**VAULT["abilities"][0], "cost": {"remove_any_counters": "+1/+1"}}]}
    with pytest.raises(ScenarioError, match=r"cost\.remove_any_counters"):
        load_scenario(make([obj("v", card)], []))
