"""load_scenario is the validator: every error with its field path, never a crash;
the JSON Schema documents the same format."""
import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.engine import CARD_LIBRARY, SCHEMA_PATH, ScenarioError, example_scenarios, load_scenario, run_scenario

jsonschema = pytest.importorskip("jsonschema")


def gg():
    return copy.deepcopy(dict(example_scenarios())["giant_growth_in_response_to_bolt"])


def errors_of(data):
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    return {(fe.path, fe.message) for fe in e.value.errors}


@pytest.fixture(scope="module")
def validator():
    schema = json.loads(SCHEMA_PATH.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_every_example_scenario_is_valid_for_load_scenario_and_the_schema(validator):
    examples = example_scenarios()
    assert len(examples) >= 15
    for slug, data in examples:
        load_scenario(data)
        assert list(validator.iter_errors(data)) == [], slug


def test_every_library_card_is_valid_as_an_inline_definition(validator):
    for name, card in CARD_LIBRARY.items():
        data = gg()
        data["objects"].append({"id": "extra", "card": copy.deepcopy(card), "owner": "Alice", "zone": "hand"})
        load_scenario(data)
        assert list(validator.iter_errors(data)) == [], name


def test_example_slugs_are_sorted_file_names():
    slugs = [s for s, _ in example_scenarios()]
    assert slugs == sorted(slugs)


def test_an_unknown_target_is_reported_with_its_path():
    data = gg()
    data["actions"][2]["targets"] = ["bolt2"]
    assert ("actions[2].targets[0]", 'no object "bolt2"') in errors_of(data)


def test_all_errors_are_reported_at_once():
    data = gg()
    data["format"] = 3  # format 2 exists (today's words); 3 does not
    data["players"][1]["life"] = "twenty"
    data["turn"]["phase"] = "second_main"
    data["objects"][0]["card"] = "Grizzly Bear"
    data["actions"][0]["type"] = "cast_spell"
    data["actions"][1]["player"] = "Carol"
    found = {p for p, _ in errors_of(data)}
    assert {"format", "players[1].life", "turn.phase", "objects[0].card", "actions[0].type", "actions[1].player"} <= found


def test_an_invalid_schema_example_is_also_rejected_by_the_json_schema(validator):
    data = gg()
    data["actions"][0]["type"] = "cast_spell"
    assert list(validator.iter_errors(data))


def test_inline_card_errors_name_the_nested_field():
    data = gg()
    data["objects"].append({"id": "x", "owner": "Alice", "zone": "hand", "card": {
        "name": "Broken", "types": ["Creature"], "power": 1,
        "abilities": [{"kind": "activated", "cost": {"mana": "{Q}"}, "effect": [{"do": "damage", "amount": 1, "to": "target:1"}],
                       "targets": ["creature"]}]}})
    found = {p for p, _ in errors_of(data)}
    assert {"objects[5].card.toughness", "objects[5].card.abilities[0].cost.mana",
            "objects[5].card.abilities[0].effect[0].to"} <= found


def test_duplicate_ids_and_ids_that_are_player_names_are_refused():
    data = gg()
    data["objects"][1]["id"] = "bears"
    data["objects"][2]["id"] = "Bob"
    found = errors_of(data)
    assert ("objects[1].id", 'duplicate object id "bears"') in found
    assert ("objects[2].id", "\"Bob\" is already a player's name") in found


def test_a_field_only_for_objects_in_play_is_refused_elsewhere():
    data = gg()
    data["objects"][2]["tapped"] = True
    assert ("objects[2].tapped", "only applies to an object in play") in errors_of(data)


def test_a_step_must_belong_to_its_phase():
    data = gg()
    data["turn"]["step"] = "upkeep"
    assert any(p == "turn.step" for p, _ in errors_of(data))


def test_the_scenario_is_copied_so_later_edits_do_not_change_it():
    data = gg()
    scenario = load_scenario(data)
    data["actions"].clear()
    assert len(run_scenario(scenario).steps) == 8


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.floats(allow_nan=True) | st.text(max_size=8)
    | st.sampled_from(["Alice", "Bob", "bears", "in_play", "play_spell", "target:0", "Creature", "{G}", "X"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(
        st.sampled_from(["format", "name", "players", "turn", "objects", "actions", "type", "player", "object", "targets",
                         "card", "id", "owner", "zone", "life", "phase", "step", "active_player", "kind", "effect",
                         "do", "abilities", "cost", "types", "trigger", "event"]) | st.text(max_size=5),
        children, max_size=6),
    max_leaves=30)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(json_values)
def test_load_scenario_on_any_json_like_value_raises_only_scenario_error(value):
    try:
        load_scenario(value)
    except ScenarioError as e:
        assert e.errors and all(isinstance(fe.path, str) and fe.message for fe in e.errors)


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_example_scenarios_either_load_and_run_or_raise_scenario_error(data):
    slug, scenario = data.draw(st.sampled_from(example_scenarios()))
    scenario = copy.deepcopy(scenario)
    # replace one field somewhere in the scenario by an arbitrary value
    node = scenario
    for _ in range(data.draw(st.integers(1, 4))):
        if isinstance(node, dict) and node:
            key = data.draw(st.sampled_from(sorted(node)))
        elif isinstance(node, list) and node:
            key = data.draw(st.integers(0, len(node) - 1))
        else:
            break
        if isinstance(node[key], (dict, list)) and data.draw(st.booleans()):
            node = node[key]
        else:
            node[key] = data.draw(json_values)
            break
    try:
        loaded = load_scenario(scenario)
    except ScenarioError:
        return
    run_scenario(loaded)  # a valid scenario always plays out: refusals, never crashes


@st.composite
def random_actions(draw, data):
    ids = [o["id"] for o in data["objects"]]
    names = [p["name"] for p in data["players"]]
    refs = st.sampled_from(ids + names)
    out = []
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["play_land", "play_spell", "activate_ability", "pass_priority", "pass_priority",
                                     "turn_face_up", "declare_attackers", "declare_blockers", "assign_combat_damage"]))
        a = {"type": kind, "player": draw(st.sampled_from(names))}
        if kind in ("play_land", "play_spell", "activate_ability", "turn_face_up"):
            a["object"] = draw(st.sampled_from(ids))
        if kind in ("play_spell", "activate_ability"):
            a["targets"] = draw(st.lists(refs, max_size=2))
            if draw(st.booleans()):
                a["mana_abilities"] = [{"object": o} for o in draw(st.lists(st.sampled_from(ids), max_size=3))]
            if draw(st.booleans()):
                a["x"] = draw(st.integers(0, 3))
            if draw(st.booleans()):
                a["pay"] = {"sacrifice": draw(st.lists(st.sampled_from(ids), max_size=1))}
            if draw(st.booleans()):
                a["choice"] = draw(st.sampled_from(ids + ["G", "R"]))
        if kind == "play_spell" and draw(st.booleans()):
            a["mode"] = draw(st.integers(0, 2))
        if kind == "activate_ability":
            a["ability"] = draw(st.integers(0, 2))
        if kind == "declare_attackers":
            a["attackers"] = draw(st.lists(st.sampled_from(ids), max_size=2))
        if kind == "declare_blockers":
            a["blocks"] = [{"blocker": b, "attacker": t} for b, t in draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids)), max_size=2))]
        if kind == "assign_combat_damage":
            a["assignments"] = [{"source": s, "to": t, "amount": n} for s, t, n in
                                draw(st.lists(st.tuples(st.sampled_from(ids), refs, st.integers(0, 3)), max_size=2))]
        out.append(a)
    return out


@settings(max_examples=100, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_valid_sequence_of_actions_plays_out_and_refusals_leave_the_state_unchanged(data):
    slug, scenario = data.draw(st.sampled_from(example_scenarios()))
    scenario = copy.deepcopy(scenario)
    cut = data.draw(st.integers(0, len(scenario["actions"])))
    scenario["actions"] = scenario["actions"][:cut] + data.draw(random_actions(scenario))
    if data.draw(st.booleans()):  # start anywhere in the turn, with either player active
        from rulings.engine.state import TURN_STRUCTURE
        phase, step = data.draw(st.sampled_from(TURN_STRUCTURE))
        scenario["turn"] = {"number": 2, "active_player": data.draw(st.sampled_from(["Alice", "Bob"])), "phase": phase, "step": step}
        for o in scenario["objects"]:
            o.pop("attacking", None)
            o.pop("blocking", None)
    steps = run_scenario(load_scenario(scenario)).steps
    for before, after in zip(steps, steps[1:]):
        if after.refused:
            assert after.state == before.state


def test_the_schema_file_is_the_one_built_from_the_validators_vocabulary():
    from rulings.engine.schema import schema_text
    assert SCHEMA_PATH.read_text() == schema_text()


def test_a_scenario_nested_deeper_than_the_bound_is_refused_by_load_scenario():
    from rulings.engine import ScenarioError, load_scenario
    from rulings.engine.scenario import MAX_NESTING

    deep = []
    for _ in range(MAX_NESTING + 5000):
        deep = [deep]
    with pytest.raises(ScenarioError) as refused:
        load_scenario({"format": 1, "name": "x", "description": deep})
    assert f"nested too deeply: {MAX_NESTING + 5002:,} levels" in str(refused.value)


def test_the_cli_refuses_a_file_nested_ten_thousand_deep(tmp_path):
    import subprocess
    import sys

    f = tmp_path / "deep.json"
    f.write_text('{"description": ' + "[" * 10_000 + "]" * 10_000 + "}")
    done = subprocess.run([sys.executable, "-m", "rulings.engine", str(f)], capture_output=True, text=True)
    assert done.returncode == 2 and "nested too deeply: 10,001 levels" in done.stderr and "Traceback" not in done.stderr
