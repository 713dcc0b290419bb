"""A triggered ability that returns its card from its owner's graveyard works only there (2007
402.8g; 2026 113.6m); one with a "dies" trigger condition looks back in time (2007 410.10c; 2026
603.10a), so a card that died in the same event wasn't in the graveyard to see it
(rulings/engine/graveyard_triggers.py)."""
import pytest

from .conftest import free, make, obj, pass_, rules_of, zone_ids

#: "Whenever a creature you control dies, return this card from your graveyard to your hand."
WATCHER = {"name": "Grave Watcher", "mana_cost": "{1}{B}", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "triggered", "zone": "graveyard", "trigger": {"event": "dies", "who": "creature_you_control"},
                          "effect": [{"do": "return_to_hand_from_graveyard", "what": "self"}],
                          "text": "Whenever a creature you control dies, return this card from your graveyard to your hand."}]}
KILL = free("Kill", [{"do": "destroy", "what": "target:0"}])
KILL_ALL = free("Kill All", [{"do": "for_each", "creatures": {}, "effect": [{"do": "damage", "amount": 2, "to": "it"}]}], targets=())


def kill(victim_owner="Alice", watcher_zone="graveyard", spell=KILL):
    objs = [obj("watcher", WATCHER, zone=watcher_zone), obj("bears", "Grizzly Bears", owner=victim_owner),
            obj("kill", spell, zone="hand")]
    targets = ["bears"] if spell is KILL else []
    return make(objs, [{"type": "play_spell", "player": "Alice", "object": "kill", "targets": targets},
                       pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")])


@pytest.mark.parametrize("rules, number", [(None, "402.8g"), ("2026-06-19", "113.6m")])
def test_113_6m_a_graveyard_dies_trigger_returns_its_card_when_a_creature_you_control_dies(play, rules, number):
    data = kill()
    replay = play({**data, "rules": rules} if rules else data)
    last = replay.steps[-1]
    assert zone_ids(last.state, "Alice", "hand") == ["watcher"]
    assert any(number in rules_of(st) for st in replay.steps)


def test_113_6m_a_creature_an_opponent_controls_dying_does_not_trigger_it(play):
    last = play(kill(victim_owner="Bob")).steps[-1]
    assert zone_ids(last.state, "Alice", "graveyard")[0] == "watcher" and "watcher" not in zone_ids(last.state, "Alice", "hand")


def test_603_10a_a_card_that_dies_with_the_creature_was_not_in_the_graveyard_to_see_it(play):
    replay = play({**kill(watcher_zone="in_play", spell=KILL_ALL), "rules": "2026-06-19"})
    last = replay.steps[-1]
    assert "watcher" in zone_ids(last.state, "Alice", "graveyard")
    assert not any("Grave Watcher's ability triggers" in e.text for st in replay.steps for e in st.events)
