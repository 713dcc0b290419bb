"""Restricted mana that may pay for activated abilities (2026 106.6; restricted_mana.ABILITIES) on
hand-written cards: "only to activate abilities" pays any ability's cost and no spell; "only to
activate abilities of artifacts" pays only an artifact source's ability."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, texts

EDITIONS = ("2007-02-01", "2026-06-19")


def stone(spend_only):
    return {"name": "Test Stone", "types": ["Land"], "abilities": [
        {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}", "spend_only": spend_only}], "text": "restricted"}]}


def thing(types):
    return {"name": "Thing", "types": types, "power": 1, "toughness": 1, "abilities": [
        {"kind": "activated", "cost": {"mana": "{1}"}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "{1}: gain 1 life"}]}


def activate(spend_only, types, rules):
    return run_scenario(load_scenario({**make([obj("stone", stone(spend_only)), obj("thing", thing(types))],
                                             [act("activate_ability", "Alice", object="stone", ability=0),
                                              act("activate_ability", "Alice", object="thing", ability=0)]), "rules": rules}))


@pytest.mark.parametrize("rules", EDITIONS)
def test_mana_only_for_abilities_pays_a_creatures_ability(rules):
    replay = activate("abilities", ["Creature"], rules)
    assert not replay.steps[-1].refused, [t for s in replay.steps for t in texts(s)]
    assert not replay.final_state["players"][0].get("restricted_mana")


@pytest.mark.parametrize("rules", EDITIONS)
def test_mana_only_for_abilities_of_artifacts_doesnt_pay_a_creatures_ability(rules):
    assert activate("artifact_ability", ["Creature"], rules).steps[-1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_mana_only_for_abilities_of_artifacts_pays_an_artifact_creatures_ability(rules):
    assert not activate("artifact_ability", ["Artifact", "Creature"], rules).steps[-1].refused


def test_mana_only_for_abilities_doesnt_pay_for_a_spell():
    bear = {"name": "Bear", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2}
    replay = run_scenario(load_scenario({**make([obj("stone", stone("abilities")), obj("bear", bear, zone="hand")],
                                                [act("activate_ability", "Alice", object="stone", ability=0),
                                                 act("play_spell", "Alice", object="bear")]), "rules": "2026-06-19"}))
    assert replay.steps[-1].refused
