"""Raid's "if you attacked this turn" (raid.py; intervening "if": 2007 404.3, 2026 603.4): the
player's `attacked_this_turn` as the scenario starts, read by a triggered ability's condition;
the loader names a bad field."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

RAIDER = {"name": "Test Raider", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
                         "if": {"you_attacked_this_turn": True}, "effect": [{"do": "gain_life", "amount": 3, "player": "you"}]}]}


def data(attacked, card=RAIDER):
    return {"format": 1, "rules": "2026-06-19", "name": "raid", "players": [{"name": "Alice", "attacked_this_turn": attacked}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "postcombat_main"},
            "objects": [{"id": "r", "card": card, "owner": "Alice", "zone": "hand"},
                        {"id": "m", "card": "Mountain", "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "play_spell", "player": "Alice", "object": "r", "mana_abilities": [{"object": "m"}]},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]}


@pytest.mark.parametrize("attacked, life", [(True, 23), (False, 20)])
def test_the_intervening_if_reads_whether_you_attacked(attacked, life):
    replay = run_scenario(load_scenario(data(attacked)))
    assert replay.final_state["players"][0]["life"] == life


def test_the_loader_names_a_bad_attacked_this_turn():
    with pytest.raises(ScenarioError, match="attacked_this_turn"):
        load_scenario(data("yes"))


def test_the_loader_names_a_bad_if_you_attacked():
    card = {**RAIDER, "abilities": [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": 1}, "if_you_attacked": False}}]}
    with pytest.raises(ScenarioError, match="if_you_attacked"):
        load_scenario(data(True, card))
