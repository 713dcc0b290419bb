"""2007 410.1; 2026 603.2: `who: "self_or_another_ally_you_control"` triggers when the source
itself or another Ally its controller controls comes into play; the loader takes the two Ally
`who` words only for the comes_into_play event and names the field otherwise."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario


def ally(name, who, subtypes=("Ally",)):
    return {"name": name, "mana_cost": "{G}", "types": ["Creature"], "subtypes": list(subtypes), "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": who},
                           "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "self"}]}]}


def data(objects, actions=()):
    return {"format": 1, "rules": "2026-06-19", "name": "allies", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": list(actions)}


@pytest.mark.parametrize("subtypes", [("Ally",), ("Elf",)])
def test_this_creature_entering_triggers_whatever_its_types(subtypes):
    objects = [{"id": "a", "card": ally("Test Rallier", "self_or_another_ally_you_control", subtypes), "owner": "Alice", "zone": "hand"},
               {"id": "f", "card": "Forest", "owner": "Alice", "zone": "in_play"}]
    replay = run_scenario(load_scenario(data(objects, [
        {"type": "play_spell", "player": "Alice", "object": "a", "mana_abilities": [{"object": "f"}]},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])))
    me = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "a")
    assert me["counters"] == {"+1/+1": 1}


def test_another_ally_does_not_trigger_on_itself():
    objects = [{"id": "a", "card": ally("Test Fan", "another_ally_you_control"), "owner": "Alice", "zone": "hand"},
               {"id": "f", "card": "Forest", "owner": "Alice", "zone": "in_play"}]
    replay = run_scenario(load_scenario(data(objects, [
        {"type": "play_spell", "player": "Alice", "object": "a", "mana_abilities": [{"object": "f"}]},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])))
    me = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "a")
    assert me["counters"] == {} and not replay.final_state["stack"]


def test_the_ally_who_words_only_for_comes_into_play():
    card = ally("Test Ally", "another_ally_you_control")
    card["abilities"][0]["trigger"]["event"] = "dies"
    with pytest.raises(ScenarioError, match="who"):
        load_scenario(data([{"id": "a", "card": card, "owner": "Alice", "zone": "in_play"}]))
