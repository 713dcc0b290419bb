"""A trigger the scenario names no targets for takes the first legal target in a fixed order (the
scenario's author may always name them, 2007 410.4; 2026 603.3d): an opponent's permanents, then the
opponents, then its controller's own permanents, cards in graveyards, its controller last. "Any
target" with no permanent of Bob's hits Bob, not its controller's own creature."""
import pytest

from .conftest import make, obj, objects_by_id, pass_

ARCHER = {"name": "Test Archer", "mana_cost": "{0}", "types": ["Creature"], "power": 4, "toughness": 4,
          "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "targets": ["any_target"],
                         "effect": [{"do": "damage", "amount": 4, "to": "target:0"}]}],
          "text": "When this creature enters, it deals 4 damage to any target."}


def cast(play, rules, bobs=()):
    objects = [obj("archer", ARCHER, zone="hand"), *bobs]
    actions = [{"type": "play_spell", "player": "Alice", "object": "archer"}, pass_("Alice"), pass_("Bob"),
               pass_("Alice"), pass_("Bob")]
    return play({**make(objects, actions), "rules": rules})


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_any_target_by_default_hits_the_opponent_before_its_own_controllers_creature(play, rules):
    replay = cast(play, rules)
    assert replay.final_state["players"][1]["life"] == 16
    assert [o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]] == ["archer"]
    assert objects_by_id(replay.final_state)["archer"].get("damage", 0) == 0


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_any_target_by_default_hits_an_opponents_creature_first(play, rules):
    replay = cast(play, rules, bobs=[obj("giant", "Hill Giant", owner="Bob")])
    assert replay.final_state["players"][1]["life"] == 20
    assert [o["id"] for o in replay.final_state["zones"]["Bob"]["graveyard"]] == ["giant"]
