"""Restricted mana (2026 106.6; rulings/engine/restricted_mana.py) on hand-written
cards: it pays only for the spells it allows, before the player's other mana of
the same type, and empties with the pool."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

EDITIONS = ("2007-02-01", "2026-06-19")


def land(spend_only="creature_spell", mana="{G}"):
    return {"name": "Test Grove", "types": ["Land"], "abilities": [
        {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": mana, "spend_only": spend_only}], "text": "restricted"}]}


def scenario(rules, objects, actions):
    return {"format": 1, "rules": rules, "name": "restricted", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def tap(oid):
    return {"type": "activate_ability", "player": "Alice", "object": oid, "ability": 0}


@pytest.mark.parametrize("rules", EDITIONS)
def test_restricted_mana_is_spent_before_the_same_type_of_free_mana(rules):
    """{G} restricted and {G} free in the pool, Llanowar Elves ({G}) cast: the restricted {G}
    pays, and the free {G} is left for anything else."""
    objects = [{"id": "grove", "card": land(), "owner": "Alice", "zone": "in_play"},
               {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"},
               {"id": "elves", "card": "Llanowar Elves", "owner": "Alice", "zone": "hand"}]
    replay = run_scenario(load_scenario(scenario(rules, objects, [tap("grove"), tap("forest"),
                                                                  {"type": "play_spell", "player": "Alice", "object": "elves"}])))
    assert not any(st.refused for st in replay.steps)
    alice = replay.final_state["players"][0]
    assert alice["mana_pool"]["G"] == 1 and "restricted_mana" not in alice


@pytest.mark.parametrize("rules", EDITIONS)
def test_restricted_mana_doesnt_pay_for_an_ability(rules):
    objects = [{"id": "grove", "card": land(mana="{C}"), "owner": "Alice", "zone": "in_play"},
               {"id": "thing", "owner": "Alice", "zone": "in_play", "card": {"name": "Thing", "types": ["Artifact"], "abilities": [
                   {"kind": "activated", "cost": {"mana": "{1}"}, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "gain"}]}}]
    replay = run_scenario(load_scenario(scenario(rules, objects, [tap("grove"), {"type": "activate_ability", "player": "Alice",
                                                                                 "object": "thing", "ability": 0}])))
    assert replay.steps[-1].refused


def test_the_loader_names_an_unknown_restriction():
    objects = [{"id": "grove", "card": land(spend_only="sliver_spell"), "owner": "Alice", "zone": "in_play"}]
    with pytest.raises(ScenarioError) as e:
        load_scenario(scenario("2026-06-19", objects, []))
    assert any(err.path.endswith("spend_only") for err in e.value.errors)
