"""2026 702.191a-b: increment triggers when the mana spent to cast a spell of its controller is
greater than its power or its toughness; each instance triggers separately."""
import pytest

from rulings.engine import load_scenario, run_scenario


def creature(power, toughness, instances=1):
    return {"name": "Test Incrementer", "mana_cost": "{G}", "types": ["Creature"], "power": power, "toughness": toughness,
            "abilities": [{"kind": "keyword", "keyword": "increment"}] * instances}


SORCERY = {"name": "Test Ritual", "mana_cost": "{2}", "types": ["Sorcery"], "effect": [{"do": "gain_life", "amount": 1, "player": "you"}]}


def run(card, lands):
    objects = [{"id": "c", "card": card, "owner": "Alice", "zone": "in_play"}, {"id": "s", "card": SORCERY, "owner": "Alice", "zone": "hand"}]
    objects += [{"id": f"f{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"} for i in range(lands)]
    sorcery = {**SORCERY, "mana_cost": "{%d}" % lands}
    objects[1]["card"] = sorcery
    data = {"format": 1, "rules": "2026-06-19", "name": "increment", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "play_spell", "player": "Alice", "object": "s", "mana_abilities": [{"object": f"f{i}"} for i in range(lands)]}]
            + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 3]}
    replay = run_scenario(load_scenario(data))
    return next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "c")["counters"]


@pytest.mark.parametrize("power, toughness, lands, counters", [(2, 2, 2, {}), (2, 2, 3, {"+1/+1": 1}), (1, 4, 2, {"+1/+1": 1}),
                                                               (4, 1, 2, {"+1/+1": 1}), (3, 3, 0, {})])
def test_greater_than_its_power_or_its_toughness(power, toughness, lands, counters):
    assert run(creature(power, toughness), lands) == counters


def test_each_instance_triggers_separately():
    assert run(creature(1, 1, instances=2), 3) == {"+1/+1": 2}
