"""2007 410.10c; 2026 603.6c, 603.10a: `{"event": "dies", "who": "dealt_damage_by_self"}` triggers
only for a creature this object dealt damage to this turn; the loader takes that `who` only for dies."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

PINGER = {"name": "Test Pinger", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": {"tap": True}, "targets": ["creature"],
                         "effect": [{"do": "damage", "amount": 1, "to": "target:0"}]},
                        {"kind": "triggered", "trigger": {"event": "dies", "who": "dealt_damage_by_self"},
                         "effect": [{"do": "gain_life", "amount": 2, "player": "you"}]}]}
WISP = {"name": "Test Wisp", "mana_cost": "{W}", "types": ["Creature"], "power": 1, "toughness": 1}


def data(card, objects=(), actions=()):
    return {"format": 1, "rules": "2026-06-19", "name": "x", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "p", "card": card, "owner": "Alice", "zone": "in_play"}, *objects], "actions": list(actions)}


def test_the_creature_it_damaged_dying_triggers_it():
    replay = run_scenario(load_scenario(data(PINGER, [{"id": "w", "card": WISP, "owner": "Bob", "zone": "in_play"}], [
        {"type": "activate_ability", "player": "Alice", "object": "p", "ability": 0, "targets": ["w"]},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])))
    assert replay.final_state["players"][0]["life"] == 22


def test_a_creature_it_never_damaged_dying_does_not():
    card = {**PINGER, "abilities": [PINGER["abilities"][1], {"kind": "activated", "cost": {"tap": True}, "targets": ["creature"],
                                                               "effect": [{"do": "destroy", "what": "target:0"}]}]}
    replay = run_scenario(load_scenario(data(card, [{"id": "w", "card": WISP, "owner": "Bob", "zone": "in_play"}], [
        {"type": "activate_ability", "player": "Alice", "object": "p", "ability": 1, "targets": ["w"]},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])))
    assert replay.final_state["zones"]["Bob"]["graveyard"] and replay.final_state["players"][0]["life"] == 20
    assert not replay.final_state["stack"]


def test_only_for_the_dies_event():
    card = {**PINGER, "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "dealt_damage_by_self"},
                                     "effect": [{"do": "gain_life", "amount": 2, "player": "you"}]}]}
    with pytest.raises(ScenarioError, match="dealt_damage_by_self"):
        load_scenario(data(card))
