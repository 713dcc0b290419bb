"""The public API the web scenario builder relies on."""
import json

from rulings.engine import (CARD_LIBRARY, SCHEMA_PATH, FieldError, IllegalAction, ScenarioError,
                            example_scenarios, load_scenario, run_scenario)


def test_steps_start_with_set_up_then_one_step_per_action():
    slug, data = example_scenarios()[0]
    replay = run_scenario(load_scenario(data))
    assert replay.steps[0].action is None
    assert [s.index for s in replay.steps] == list(range(len(data["actions"]) + 1))
    assert [s.action for s in replay.steps[1:]] == data["actions"]


def test_to_json_is_json_safe_with_format_and_final_state():
    for slug, data in example_scenarios():
        out = run_scenario(load_scenario(data)).to_json()
        text = json.dumps(out)
        assert out["format"] == data["format"]  # a replay speaks its scenario's format
        assert out["final_state"] == out["steps"][-1]["state"]
        assert json.loads(text)["steps"][0]["action"] is None


def test_runs_are_deterministic():
    for slug, data in example_scenarios():
        a = json.dumps(run_scenario(load_scenario(data)).to_json(), sort_keys=True)
        b = json.dumps(run_scenario(load_scenario(data)).to_json(), sort_keys=True)
        assert a == b, slug


def test_every_step_has_citations_with_rule_concept_and_reason():
    slug, data = example_scenarios()[0]
    replay = run_scenario(load_scenario(data))
    for step in replay.steps:
        assert step.citations == [c for e in step.events for c in e.citations]
        for c in step.citations:
            assert c.rule and c.concept and c.reason


def test_malformed_scenario_lists_every_error_with_its_path():
    data = json.loads(json.dumps(dict(example_scenarios())["giant_growth_in_response_to_bolt"]))
    data["actions"][0]["targets"] = ["bolt2"]
    data["actions"][1]["player"] = "Carol"
    try:
        load_scenario(data)
    except ScenarioError as e:
        found = {(fe.path, fe.message) for fe in e.errors}
    assert ("actions[0].targets[0]", 'no object "bolt2"') in found
    assert ("actions[1].player", 'no player "Carol"') in found


def test_card_library_names_match_their_definitions():
    for name, card in CARD_LIBRARY.items():
        assert card["name"] == name


def test_schema_path_is_a_json_schema():
    schema = json.loads(SCHEMA_PATH.read_text())
    assert schema["$defs"]["format_1"]["properties"]["format"] == {"const": 1}
    assert schema["$defs"]["format_2"]["properties"]["format"] == {"const": 2}


def test_illegal_action_carries_rule_and_reason():
    e = IllegalAction(rule="tap_ability_summoning_sickness", reason="it arrived this turn")
    assert (e.rule, e.concept, e.reason) == ("403.4", "tap_ability_summoning_sickness", "it arrived this turn")
    assert str(e) == "403.4: it arrived this turn"
    assert str(FieldError("actions[3].targets[0]", 'no object "bolt2"')) == 'actions[3].targets[0]: no object "bolt2"'


def test_is_legal_checks_an_action_without_changing_the_game():
    from rulings.engine.actions import Action, is_legal
    from rulings.engine.engine import _setup, build_game
    from rulings.engine.snapshot import snapshot
    scenario = load_scenario(dict(example_scenarios())["llanowar_elves_summoning_sickness"])
    game = build_game(scenario)
    _setup(game, scenario)
    before = json.dumps(snapshot(game), sort_keys=True)
    assert is_legal(game, Action(type="play_land", player="Alice", object="forest2")) is None
    err = is_legal(game, Action(type="play_land", player="Bob", object="forest2"))
    assert isinstance(err, IllegalAction) and (err.rule, err.concept) == ("408.1c", "player_with_priority_acts")
    assert json.dumps(snapshot(game), sort_keys=True) == before


def test_each_step_keeps_the_state_after_that_step_even_though_snapshots_are_shared():
    # replaying only the first k actions must end in exactly the state stored at step k
    for slug in ("mogg_fanatic_damage_on_the_stack", "flight_crash_landing_and_jump"):
        data = dict(example_scenarios())[slug]
        full = run_scenario(load_scenario(data))
        for k in range(len(data["actions"]) + 1):
            cut = dict(data, actions=data["actions"][:k])
            assert run_scenario(load_scenario(cut)).final_state == full.steps[k].state, (slug, k)
