"""Mana "in any combination of colors" (rulings/engine/mana_combination.py): its player chooses the
mana as the ability resolves (2007 413.2c; 2026 608.2d); an action naming no mana finds the
combination that pays; the loader names a malformed combination."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, texts

EDITIONS = ("2007-02-01", "2026-06-19")


def grove(combination):
    return {"name": "Test Grove", "types": ["Land"], "abilities": [
        {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "combination": combination}],
         "text": "{T}: Add two mana in any combination of {R} and/or {G}."}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_an_action_naming_no_mana_finds_the_combination_that_pays(rules):
    spell = {"name": "Test Bears", "mana_cost": "{R}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
    replay = run_scenario(load_scenario({**make([obj("grove", grove({"amount": 2, "of": ["R", "G"]})), obj("bears", spell, zone="hand")],
                                                [act("play_spell", "Alice", object="bears")]), "rules": rules}))
    assert not replay.steps[-1].refused, [t for s in replay.steps for t in texts(s)]
    assert objects_by_id(replay.final_state)["grove"]["tapped"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_color_the_ability_doesnt_allow_is_refused(rules):
    replay = run_scenario(load_scenario({**make([obj("grove", grove({"amount": 2, "of": ["R", "G"]}))],
                                                [act("activate_ability", "Alice", object="grove", ability=0, choice="RU")]), "rules": rules}))
    assert replay.steps[-1].refused


@pytest.mark.parametrize("combination", [{"amount": 0}, {"amount": 2, "of": ["R"]}, {"amount": 2, "of": ["R", "X"]}, {"of": ["R", "G"]}])
def test_the_loader_names_a_malformed_combination(combination):
    with pytest.raises(ScenarioError) as e:
        load_scenario({**make([obj("grove", grove(combination))], []), "rules": "2026-06-19"})
    assert any("combination" in err.path for err in e.value.errors)
