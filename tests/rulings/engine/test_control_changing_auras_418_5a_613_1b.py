"""418.5a (2026: 613.1b): control-changing effects apply in layer 2, in timestamp order;
an Aura's "You control enchanted creature" (the static `controls_enchanted`,
rulings/engine/aura_control.py) gives the Aura's controller (212.4i; 303.4e) the
permanent while it enchants it, and a later control-changing effect wins."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

AURA = {"name": "Test Magic", "mana_cost": "{2}{U}{U}", "types": ["Enchantment"], "subtypes": ["Aura"],
        "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature", "text": "Enchant creature"},
                      {"kind": "static", "controls_enchanted": True, "text": "You control enchanted creature."}]}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
STEAL = {"name": "Test Steal", "mana_cost": "{U}", "types": ["Instant"], "targets": ["creature"],
         "effect": [{"do": "gain_control", "what": "target:0"}], "text": "Gain control of target creature."}
SHATTER = {"name": "Test Shatter", "mana_cost": "{W}", "types": ["Instant"], "targets": ["permanent"],
           "effect": [{"do": "destroy", "what": "target:0"}], "text": "Destroy target permanent."}


def make(rules, objects, actions):
    return {"format": 1, "rules": rules, "name": "layer 2", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def controllers(replay):
    return {o["id"]: p for p, zones in replay.final_state["zones"].items() for o in zones["in_play"]}


def cast(player, card, target, land):
    return {"type": "play_spell", "player": player, "object": card, "targets": [target], "mana_abilities": [{"object": land}]}


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "418.5a"), ("2026-06-19", "613.1b")])
def test_the_auras_controller_controls_the_enchanted_creature(rules, rule):
    replay = run_scenario(load_scenario(make(rules, [{"id": "aura", "card": AURA, "owner": "Alice", "zone": "in_play", "attached_to": "bear"},
                                                     {"id": "bear", "card": BEAR, "owner": "Bob", "zone": "in_play"}], [])))
    assert controllers(replay)["bear"] == "Alice"
    assert rule in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_a_later_control_changing_effect_outlasts_the_aura(rules):
    """Bob takes his bear back with a later effect; destroying the Aura then changes nothing."""
    objects = [{"id": "aura", "card": AURA, "owner": "Alice", "zone": "in_play", "attached_to": "bear"},
               {"id": "bear", "card": BEAR, "owner": "Bob", "zone": "in_play"},
               {"id": "steal", "card": STEAL, "owner": "Bob", "zone": "hand"}, {"id": "island", "card": "Island", "owner": "Bob", "zone": "in_play"},
               {"id": "shatter", "card": SHATTER, "owner": "Alice", "zone": "hand"}, {"id": "plains", "card": "Plains", "owner": "Alice", "zone": "in_play"}]
    actions = [{"type": "pass_priority", "player": "Alice"}, cast("Bob", "steal", "bear", "island"),
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
               cast("Alice", "shatter", "aura", "plains"), {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = run_scenario(load_scenario(make(rules, objects, actions)))
    assert not any(st.refused for st in replay.steps)
    assert "aura" not in controllers(replay) and controllers(replay)["bear"] == "Bob"
    assert [e["kind"] for e in replay.final_state["continuous_effects"]] == ["control"]


def test_controls_enchanted_is_only_true():
    bad = {**AURA, "abilities": [AURA["abilities"][0], {"kind": "static", "controls_enchanted": False}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", [{"id": "aura", "card": bad, "owner": "Alice", "zone": "hand"}], []))
    assert "objects[0].card.abilities[1].controls_enchanted" in str(e.value)
