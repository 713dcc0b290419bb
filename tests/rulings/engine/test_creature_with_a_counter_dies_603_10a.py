""" "Whenever a creature you control with a +1/+1 counter on it dies / attacks" (trigger_counters.py):
a creature that died is seen with the counters it had as it last existed on the battlefield
(2026 603.10a; 2007 410.10d), not as the new object in the graveyard, which has none (2026 400.7)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

R07, R26 = "2007-02-01", "2026-06-19"
GAIN_2 = [{"do": "gain_life", "amount": 2, "player": "you"}]
BEAR = {"name": "Bear", "mana_cost": "{0}", "types": ["Creature"], "power": 2, "toughness": 2}


def watcher(event):
    return {"name": "Watcher", "mana_cost": "{0}", "types": ["Enchantment"],
            "abilities": [{"kind": "triggered", "trigger": {"event": event, "who": "creature_you_control", "with_counter": "+1/+1"},
                           "effect": GAIN_2, "text": f"Whenever a creature you control with a +1/+1 counter on it {event}, you gain 2 life."}]}


BOLT = {"name": "Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature_or_player"],
        "effect": [{"do": "damage", "amount": 3, "to": "target:0"}], "text": "Bolt deals 3 damage."}


@pytest.mark.parametrize("rules", [R07, R26])
@pytest.mark.parametrize("counters, life", [({"+1/+1": 1}, 22), ({}, 20)])
def test_a_creature_that_died_is_read_with_the_counters_it_last_had(rules, counters, life):
    objects = [obj("w", watcher("dies")), obj("bear", BEAR, counters=counters), obj("bolt", BOLT, "Bob", zone="hand")]
    actions = [pass_("Alice"), act("play_spell", "Bob", object="bolt", targets=["bear"]), pass_("Bob"), pass_("Alice"),
               pass_("Alice"), pass_("Bob")]
    replay = run_scenario(load_scenario({**make(objects, actions), "rules": rules}))
    assert replay.final_state["players"][0]["life"] == life


def test_the_with_counter_field_takes_only_plus_one_counters():
    from rulings.engine import ScenarioError
    bad = watcher("dies")
    bad["abilities"][0]["trigger"]["with_counter"] = "-1/-1"
    with pytest.raises(ScenarioError, match="with_counter"):
        load_scenario({**make([obj("w", bad)], []), "rules": R26})
