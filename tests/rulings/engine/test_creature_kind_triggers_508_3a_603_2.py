"""Trigger events of a kind of creature, on hand-made cards: "Whenever a Bear attacks" reads the
attacking creature's subtypes as it is declared an attacker (2007 308.3; 2026 508.3a:
permanent_kinds.COMBAT); "Whenever a creature is dealt damage" triggers for a creature dealt damage,
not a player, and names it "it" (its trigger condition, 2007 404.1; 2026 603.1: damaged_kinds.py); the loader refuses the
`who` these events don't take, naming the field."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError


def watcher(trigger, effect):
    return {"name": "Watcher", "mana_cost": "{U}", "types": ["Enchantment"],
            "abilities": [{"kind": "triggered", "trigger": trigger, "effect": effect, "text": "watcher"}]}


GAIN = [{"do": "gain_life", "amount": 1, "player": "you"}]
SHOCK = {"name": "Test Shock", "mana_cost": "{R}", "types": ["Instant"], "targets": ["any_target"],
         "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Deal 1 damage to any target."}
P = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def make(rules, trigger, effect, objects, actions, phase="precombat_main", step=None):
    return {"format": 1, "rules": rules, "name": "kinds", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
            "objects": [{"id": "w", "card": watcher(trigger, effect), "owner": "Alice", "zone": "in_play"}, *objects],
            "actions": actions}


def cited(replay):
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "308.3"), ("2026-06-19", "508.3a")])
@pytest.mark.parametrize("attacker,gained", [("Grizzly Bears", 1), ("Hill Giant", 0)])
def test_a_subtype_attack_trigger_reads_the_attacker_as_declared(rules, rule, attacker, gained):
    objects = [{"id": "a", "card": attacker, "owner": "Alice", "zone": "in_play"}]
    actions = [*P, {"type": "declare_attackers", "player": "Alice", "attackers": ["a"]}, *P]
    data = make(rules, {"event": "attacks", "who": "permanent_you_control", "subtype": "Bear"}, GAIN, objects, actions,
                phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(data))
    assert replay.final_state["players"][0]["life"] == 20 + gained
    assert (rule in cited(replay)) == bool(gained)


def shocking(rules, target, objects=()):
    objects = [{"id": "s", "card": SHOCK, "owner": "Bob", "zone": "hand"}, {"id": "m", "card": "Mountain", "owner": "Bob", "zone": "in_play"},
               *objects]
    cast = {"type": "play_spell", "player": "Bob", "object": "s", "targets": [target], "mana_abilities": [{"object": "m"}]}
    put = [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "it"}]
    data = make(rules, {"event": "dealt_damage", "who": "any_creature"}, put, objects,
                [P[0], cast, {"type": "pass_priority", "player": "Bob"}, P[0], *P])
    return run_scenario(load_scenario(data))


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "404.1"), ("2026-06-19", "603.1")])
def test_a_creature_dealt_damage_is_it(rules, rule):
    replay = shocking(rules, "g", [{"id": "g", "card": "Hill Giant", "owner": "Bob", "zone": "in_play"}])
    giant = next(o for o in replay.final_state["zones"]["Bob"]["in_play"] if o["id"] == "g")
    assert giant["counters"] == {"+1/+1": 1} and giant["damage"] == 1
    assert rule in cited(replay)  # the trigger condition


def test_a_player_dealt_damage_is_no_creature():
    replay = shocking("2026-06-19", "Alice")
    assert not any("Watcher's ability triggers" in ev.text for st in replay.steps for ev in st.events)


@pytest.mark.parametrize("trigger,field", [
    ({"event": "dealt_damage", "who": "another_creature"}, "who"),
    ({"event": "attacks", "who": "permanent_you_control"}, "subtype"),
    ({"event": "becomes_blocked", "who": "nontoken_creature_you_control"}, "who"),
    ({"event": "blocks", "who": "any_permanent", "subtype": "Bear"}, "who"),
])
def test_the_loader_names_a_bad_field(trigger, field):
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", trigger, GAIN, [], []))
    assert f"trigger.{field}" in str(e.value)
