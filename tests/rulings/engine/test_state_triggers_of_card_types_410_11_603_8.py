"""410.11 (2026: 603.8) state triggers naming a card type: "When you control no other artifacts"
(`another`: the source left out) and "When there are no creatures on the battlefield"
(`on_battlefield`: every player's permanents), rulings/engine/state_triggers.py."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError

from .conftest import objects_by_id

RULE = {"2007-02-01": "410.11", "2026-06-19": "603.8"}
ROBOT = {"name": "Lonely Robot", "mana_cost": "{4}", "types": ["Artifact", "Creature"], "power": 4, "toughness": 4, "abilities": []}
BEAR = {"name": "Any Bear", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2, "abilities": []}
TRINKET = {"name": "Trinket", "mana_cost": "{1}", "types": ["Artifact"], "abilities": []}


def make(rules, trigger, others, owner="Alice"):
    card = {**ROBOT, "abilities": [{"kind": "triggered", "trigger": {"event": "state", **trigger},
                                    "effect": [{"do": "sacrifice", "what": "self"}], "text": "When ..., sacrifice this creature."}]}
    objects = [{"id": "robot", "card": card, "owner": "Alice", "zone": "in_play"}]
    objects += [{"id": f"o{n}", "card": c, "owner": owner, "zone": "in_play"} for n, c in enumerate(others)]
    return {"format": 1, "rules": rules, "name": "state trigger", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects,
            "actions": [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob")]}


def zone(replay, oid):
    return objects_by_id(replay.final_state)[oid]["zone"]


def cited(replay):
    return {c.rule for st in replay.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("rules", RULE)
def test_no_other_artifacts_leaves_the_source_out(rules):
    replay = run_scenario(load_scenario(make(rules, {"you_control_no": "Artifact", "another": True}, [BEAR])))
    assert zone(replay, "robot") == "graveyard" and RULE[rules] in cited(replay)


@pytest.mark.parametrize("rules", RULE)
def test_another_artifact_keeps_it_from_triggering(rules):
    replay = run_scenario(load_scenario(make(rules, {"you_control_no": "Artifact", "another": True}, [TRINKET])))
    assert zone(replay, "robot") == "in_play"


@pytest.mark.parametrize("rules", RULE)
def test_on_the_battlefield_counts_every_players_permanents(rules):
    trig = {"you_control_no": "Creature", "another": True, "on_battlefield": True}
    assert zone(run_scenario(load_scenario(make(rules, trig, [BEAR], owner="Bob"))), "robot") == "in_play"
    assert zone(run_scenario(load_scenario(make(rules, trig, [TRINKET], owner="Bob"))), "robot") == "graveyard"


def test_on_battlefield_must_be_true_or_false():
    with pytest.raises(ScenarioError) as e:
        load_scenario(make("2026-06-19", {"you_control_no": "Creature", "on_battlefield": "yes"}, []))
    assert "trigger.on_battlefield" in str(e.value)
