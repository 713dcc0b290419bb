"""Trigger events of rulings/engine/triggers.py read from a card's trigger condition (2026 603.2;
2007 410.2): `attacks` of a subtype you control ("Whenever a Dragon you control attacks", once for
each such creature declared as an attacker: permanent_kinds.ATTACKS), and `plays_spell` with
`"during": "opponents_turn"` ("Whenever you cast a spell during an opponent's turn"); the loader
names a wrong value's field."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

GAIN = [{"do": "gain_life", "amount": 1, "player": "you"}]
DRAGON_WATCH = {"name": "Dragon Watch", "types": ["Enchantment"], "abilities": [
    {"kind": "triggered", "trigger": {"event": "attacks", "who": "permanent_you_control", "subtype": "Dragon"}, "effect": GAIN}]}
DRAGON = {"name": "Test Dragon", "types": ["Creature"], "subtypes": ["Dragon"], "power": 2, "toughness": 2}
QUICK = {"name": "Quick Watch", "types": ["Enchantment"], "abilities": [
    {"kind": "triggered", "trigger": {"event": "plays_spell", "whose": "your", "during": "opponents_turn"}, "effect": GAIN}]}
FREE = {"name": "Free Instant", "types": ["Instant"], "mana_cost": "{0}", "effect": [{"do": "draw", "amount": 1, "player": "you"}]}
CARDS = {c["name"]: c for c in (DRAGON_WATCH, DRAGON, QUICK, FREE)}
EDITIONS = ("2007-02-01", "2026-06-19")


def run(rules, objects, actions, active="Alice"):
    data = {"format": 1, "rules": rules, "name": "trigger events", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": active, "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(data, cards=CARDS.get))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    return replay


def o(oid, card, zone="in_play", owner="Alice"):
    return {"id": oid, "card": card, "owner": owner, "zone": zone}


def p(who):
    return {"type": "pass_priority", "player": who}


def alice_life(replay):
    return replay.final_state["players"][0]["life"]


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("attackers,gained", [(["d1", "d2"], 2), (["bear"], 0)])
def test_a_subtype_attack_trigger_triggers_once_for_each_such_attacker(rules, attackers, gained):
    objects = [o("w", "Dragon Watch"), o("d1", "Test Dragon"), o("d2", "Test Dragon"), o("bear", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": attackers}] + [p("Alice"), p("Bob")] * gained
    assert alice_life(run(rules, objects, actions)) == 20 + gained


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("active,gained", [("Bob", 1), ("Alice", 0)])
def test_a_spell_cast_during_an_opponents_turn_triggers_only_then(rules, active, gained):
    objects = [o("w", "Quick Watch"), o("s", "Free Instant", zone="hand"), o("l", "Grizzly Bears", zone="library")]
    actions = ([p("Bob")] if active == "Bob" else []) + [{"type": "play_spell", "player": "Alice", "object": "s"}, p("Alice"), p("Bob")]
    assert alice_life(run(rules, objects, actions, active=active)) == 20 + gained


@pytest.mark.parametrize("trigger,field", [
    ({"event": "plays_spell", "whose": "your", "during": "my_turn"}, "during"),
    ({"event": "attacks", "who": "permanent_you_control"}, "subtype"),
    ({"event": "becomes_tapped", "who": "permanent_you_control", "subtype": "Dragon"}, "who"),
])
def test_the_loader_names_a_wrong_trigger_field(trigger, field):
    bad = {"name": "Bad", "types": ["Enchantment"], "abilities": [{"kind": "triggered", "trigger": trigger, "effect": GAIN}]}
    data = {"format": 1, "rules": EDITIONS[1], "name": "bad", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": [o("b", "Bad")], "actions": []}
    with pytest.raises(ScenarioError) as err:
        load_scenario(data, cards={"Bad": bad}.get)
    assert f"trigger.{field}" in str(err.value)
