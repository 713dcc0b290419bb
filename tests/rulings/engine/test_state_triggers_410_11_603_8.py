"""410.11 (2026: 603.8): a state trigger triggers as soon as the game state matches, not
again until it has left the stack, then again if the state still matches
(rulings/engine/state_triggers.py; the trigger {"event": "state", "you_control_no": ...})."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

LONELY = {"name": "Lonely Fish", "mana_cost": "{U}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "triggered", "trigger": {"event": "state", "you_control_no": "Island"},
                         "effect": [{"do": "gain_life", "amount": 1}], "text": "When you control no Islands, you gain 1 life."}]}


def make(rules, trigger=None, passes=4):
    card = LONELY if trigger is None else {**LONELY, "abilities": [{**LONELY["abilities"][0], "trigger": trigger}]}
    return {"format": 1, "rules": rules, "name": "state trigger", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
            "objects": [{"id": "fish", "card": card, "owner": "Alice", "zone": "in_play"}],
            "actions": [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * (passes // 2)]}


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "410.11"), ("2026-06-19", "603.8")])
def test_it_triggers_again_once_it_has_left_the_stack_and_the_state_still_matches(rules, rule):
    replay = run_scenario(load_scenario(make(rules)))
    assert replay.final_state["players"][0]["life"] == 22  # resolved twice
    assert len(replay.final_state["stack"]) == 1  # and triggered a third time, once
    triggered = [ev for st in replay.steps for ev in st.events if "ability triggers" in ev.text]
    assert len(triggered) == 3 and rule in {c.rule for c in triggered[0].citations}


def test_the_state_event_needs_its_land_type():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", trigger={"event": "state"}))
    assert "objects[0].card.abilities[0].trigger.you_control_no" in str(e.value)


def test_the_state_event_reads_only_a_basic_land_type():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", trigger={"event": "state", "you_control_no": "Wizard"}))
    assert "objects[0].card.abilities[0].trigger.you_control_no" in str(e.value)
