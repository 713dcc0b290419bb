"""2007 419.1b; 2026 614.1c: `"comes_into_play": {"counters": ..., "per_color_spent": true}` puts
the counters on for each color of mana spent to cast the spell the permanent was (converge);
a permanent that enters without being cast gets none; the loader names a bad field."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

CONVERGER = {"name": "Test Converger", "mana_cost": "{3}", "types": ["Creature"], "power": 0, "toughness": 1,
             "abilities": [{"kind": "static", "comes_into_play": {"counters": {"+1/+1": 1}, "per_color_spent": True}}]}


def data(objects, actions):
    return {"format": 1, "rules": "2026-06-19", "name": "converge", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def test_a_counter_for_each_color_spent():
    lands = ["Plains", "Island", "Island"]
    objects = [{"id": "c", "card": CONVERGER, "owner": "Alice", "zone": "hand"}] + [
        {"id": f"l{i}", "card": land, "owner": "Alice", "zone": "in_play"} for i, land in enumerate(lands)]
    replay = run_scenario(load_scenario(data(objects, [
        {"type": "play_spell", "player": "Alice", "object": "c", "mana_abilities": [{"object": f"l{i}"} for i in range(3)]},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])))
    me = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "c")
    assert me["counters"] == {"+1/+1": 2}


def test_not_cast_no_counters():
    objects = [{"id": "c", "card": CONVERGER, "owner": "Alice", "zone": "graveyard"},
               {"id": "r", "card": {"name": "Test Return", "mana_cost": "{0}", "types": ["Sorcery"],
                                    "effect": [{"do": "return_to_play", "what": "target:0"}], "targets": ["creature_card_in_a_graveyard"]},
                "owner": "Alice", "zone": "hand"}]
    scen = load_scenario(data(objects, [{"type": "play_spell", "player": "Alice", "object": "r", "targets": ["c"]},
                                        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]))
    replay = run_scenario(scen)
    me = next((o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "c"), None)
    assert me is not None and me["counters"] == {}


@pytest.mark.parametrize("how", [{"counters": {"+1/+1": 1}, "per_color_spent": False},
                                 {"counters": {"+1/+1": 1}, "per_color_spent": True, "tapped": True}])
def test_the_loader_names_a_bad_per_color_spent(how):
    card = {**CONVERGER, "abilities": [{"kind": "static", "comes_into_play": how}]}
    with pytest.raises(ScenarioError, match="per_color_spent"):
        load_scenario(data([{"id": "c", "card": card, "owner": "Alice", "zone": "hand"}], []))
