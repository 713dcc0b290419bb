"""Scenario format 2: today's words, translated at the loader; format 1 files and
their replays unchanged; the JSON Schema and the validator refuse the same documents."""
import copy
import json

import pytest

from rulings.engine import SCHEMA_PATH, ScenarioError, example_scenarios, load_scenario, run_scenario
from rulings.engine.scenario import format2, format2_examples
from rulings.engine.scenario.vocabulary import TRIGGER_EVENTS, TRIGGER_KEYS

jsonschema = pytest.importorskip("jsonschema")

EXAMPLES = dict(example_scenarios())
FORMAT_1 = sorted(EXAMPLES)
FORMAT_2 = dict(format2_examples())


@pytest.fixture(scope="module")
def validator():
    return jsonschema.Draft202012Validator(json.loads(SCHEMA_PATH.read_text()))


def gg2():
    return format2.to_format2(copy.deepcopy(EXAMPLES["giant_growth_in_response_to_bolt"]))


def test_a_format_2_document_says_battlefield_and_cast_spell():
    doc = gg2()
    assert doc["format"] == 2
    assert {o["zone"] for o in doc["objects"]} <= {"battlefield", "hand", "library", "graveyard", "exile"}
    assert doc["actions"][0]["type"] == "cast_spell"


def test_a_format_2_document_defaults_to_the_2026_rules():
    assert run_scenario(load_scenario(gg2())).rules == "2026-06-19"


@pytest.mark.parametrize("slug", FORMAT_1)
def test_every_example_translated_to_format_2_and_back_is_itself(slug):
    doc = EXAMPLES[slug]
    back = format2.to_format1(format2.to_format2(doc))
    assert back == {**doc, "rules": doc.get("rules", "2026-06-19")}


@pytest.mark.parametrize("slug", FORMAT_1)
def test_every_example_in_format_2_plays_as_its_format_1_original(slug):
    doc = EXAMPLES[slug]
    original = run_scenario(load_scenario(doc), "2026-06-19").to_json()
    translated = run_scenario(load_scenario(format2.to_format2(doc))).to_json(internal=True)
    assert translated["steps"] == original["steps"]


def test_a_format_2_replay_speaks_format_2_and_gives_back_the_actions_as_written():
    doc = gg2()
    out = run_scenario(load_scenario(doc)).to_json()
    assert out["format"] == 2
    assert [s["action"] for s in out["steps"][1:]] == doc["actions"]
    zones = out["final_state"]["zones"]["Alice"]
    assert "battlefield" in zones and "in_play" not in zones
    assert all(o["zone"] == "battlefield" for o in zones["battlefield"])


def test_a_format_1_replay_keeps_its_shape_and_words():
    out = run_scenario(load_scenario(EXAMPLES["giant_growth_in_response_to_bolt"])).to_json()
    assert (out["format"], sorted(out)) == (1, ["final_state", "format", "rules", "steps"])
    assert "in_play" in out["final_state"]["zones"]["Alice"]
    assert out["steps"][1]["action"]["type"] == "play_spell"


def test_the_format_2_examples_are_translations_of_format_1_examples():
    assert len(FORMAT_2) >= 3
    for slug, doc in FORMAT_2.items():
        assert doc["format"] == 2
        original = EXAMPLES[slug]  # scenarios/format_2/<slug>.json copies scenarios/<slug>.json
        mine = {k: v for k, v in format2.to_format1(doc).items() if k not in ("name", "expect")}
        assert mine == {k: v for k, v in original.items() if k != "name"} | {"rules": doc.get("rules", "2026-06-19")}, slug


@pytest.mark.parametrize("slug", sorted(FORMAT_2))
def test_the_format_2_examples_meet_their_expectations_and_are_valid_for_the_schema(validator, slug):
    replay = run_scenario(load_scenario(FORMAT_2[slug]))
    assert replay.expectations and all(e.met for e in replay.expectations), slug
    assert list(validator.iter_errors(FORMAT_2[slug])) == []


@pytest.mark.parametrize("where, word, said", [
    (("objects", 0, "zone"), "in_play", "battlefield"),
    (("actions", 0, "type"), "play_spell", "cast_spell"),
    (("turn", "phase"), "end", "ending"),
])
def test_a_format_1_word_in_a_format_2_document_is_refused_with_the_word_to_use(where, word, said):
    doc = gg2()
    node = doc
    for k in where[:-1]:
        node = node[k]
    node[where[-1]] = word
    with pytest.raises(ScenarioError) as e:
        load_scenario(doc)
    assert any(f'format 2 says "{said}"' in fe.message for fe in e.value.errors)


def test_errors_in_a_format_2_document_name_its_fields_and_words():
    doc = gg2()
    doc["objects"][0]["zone"] = "nowhere"
    doc["turn"]["spells_cast"] = -1
    with pytest.raises(ScenarioError) as e:
        load_scenario(doc)
    found = {fe.path: fe.message for fe in e.value.errors}
    assert '"battlefield"' in found["objects[0].zone"] and "in_play" not in found["objects[0].zone"]
    assert "turn.spells_cast" in found


def _trigger_doc(fmt: int, trigger: dict) -> dict:
    card = {"name": "Watcher", "mana_cost": "{W}", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "triggered", "trigger": trigger, "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "..."}]}
    doc = copy.deepcopy(EXAMPLES["giant_growth_in_response_to_bolt"])
    doc = format2.to_format2(doc) if fmt == 2 else doc
    doc["objects"].append({"id": "watcher", "card": card, "owner": "Alice", "zone": "hand"})
    return doc


def _documents():
    """(name, document) valid and invalid documents of each format."""
    docs = []
    for fmt in (1, 2):
        base = gg2() if fmt == 2 else copy.deepcopy(EXAMPLES["giant_growth_in_response_to_bolt"])
        docs.append((f"f{fmt}-valid", base))
        for slug in ("soul_warden_triggers_in_apnap_order", "carbonize_a_regenerating_troll", "sneak_attack_haste_and_delayed_sacrifice"):
            d = copy.deepcopy(EXAMPLES[slug])
            docs.append((f"f{fmt}-{slug}", format2.to_format2(d) if fmt == 2 else d))
        enter = "enters_the_battlefield" if fmt == 2 else "comes_into_play"
        docs.append((f"f{fmt}-trigger-valid", _trigger_doc(fmt, {"event": enter, "who": "self"})))
        docs.append((f"f{fmt}-trigger-unknown-key", _trigger_doc(fmt, {"event": enter, "who": "self", "whose": "your"})))
        docs.append((f"f{fmt}-trigger-unknown-key-2", _trigger_doc(fmt, {"event": "attacks", "who": "self", "step": "upkeep"})))
        docs.append((f"f{fmt}-trigger-unknown-key-3", _trigger_doc(fmt, {"event": "beginning_of_step", "step": "upkeep", "to": "any"})))
        docs.append((f"f{fmt}-trigger-unknown-key-4", _trigger_doc(fmt, {"event": "deals_damage", "who": "self", "what": "land"})))
        docs.append((f"f{fmt}-trigger-unknown-key-5", _trigger_doc(fmt, {"event": "tapped_for_mana", "what": "land", "who": "self"})))
        docs.append((f"f{fmt}-trigger-unknown-event", _trigger_doc(fmt, {"event": "whenever", "who": "self"})))
        docs.append((f"f{fmt}-trigger-other-format-event", _trigger_doc(fmt, {"event": "comes_into_play" if fmt == 2 else "enters_the_battlefield", "who": "self"})))
        zone = copy.deepcopy(base)
        zone["objects"][0]["zone"] = "in_play" if fmt == 2 else "battlefield"
        docs.append((f"f{fmt}-other-format-zone", zone))
        action = copy.deepcopy(base)
        action["actions"][0]["type"] = "play_spell" if fmt == 2 else "cast_spell"
        docs.append((f"f{fmt}-other-format-action", action))
        step = copy.deepcopy(base)
        step["actions"].append({"type": "pass_until", "player": "Alice", "step": "end" if fmt == 2 else "end_of_turn"})
        docs.append((f"f{fmt}-pass-until-valid", step))
        bad_step = copy.deepcopy(base)
        bad_step["actions"].append({"type": "pass_until", "player": "Alice", "step": "end_of_turn" if fmt == 2 else "end"})
        docs.append((f"f{fmt}-pass-until-other-format-step", bad_step))
        both = copy.deepcopy(base)
        both["actions"].append({"type": "pass_until", "player": "Alice", "step": "upkeep", "phase": "combat"})
        docs.append((f"f{fmt}-pass-until-step-and-phase", both))
        expect = copy.deepcopy(base)
        expect["expect"] = {"life": {"Alice": 20}, "zones": {"bears": "graveyard"}, "winner": None, "lost": [], "refused": [1]}
        docs.append((f"f{fmt}-expect-valid", expect))
        bad_expect = copy.deepcopy(base)
        bad_expect["expect"] = {"zones": {"bears": "in_play" if fmt == 2 else "battlefield"}}
        docs.append((f"f{fmt}-expect-other-format-zone", bad_expect))
        extra = copy.deepcopy(base)
        extra["expect"] = {"mana": 1}
        docs.append((f"f{fmt}-expect-unknown-key", extra))
        pt = copy.deepcopy(base)
        pt["expect"] = {"power_toughness": {"bears": {}}}
        docs.append((f"f{fmt}-expect-empty-power-toughness", pt))
        spells = copy.deepcopy(base)
        spells["turn"]["spells_played" if fmt == 2 else "spells_cast"] = 1
        docs.append((f"f{fmt}-other-format-turn-key", spells))
    return docs


@pytest.mark.parametrize("name, doc", _documents(), ids=[n for n, _ in _documents()])
def test_the_json_schema_and_the_validator_refuse_the_same_documents(validator, name, doc):
    try:
        load_scenario(doc)
        ours = False
    except ScenarioError:
        ours = True
    theirs = bool(list(validator.iter_errors(doc)))
    assert (ours, theirs) == (theirs, theirs), f"validator {'refuses' if ours else 'accepts'}, schema {'refuses' if theirs else 'accepts'}"
    assert ours == (not name.endswith("valid") and name.split("-", 1)[1] not in EXAMPLES)


def test_every_trigger_event_lists_the_keys_it_reads():
    assert set(TRIGGER_KEYS) == set(TRIGGER_EVENTS)


def test_the_cli_offers_the_legal_actions_of_a_format_2_file_in_its_words(tmp_path):
    import subprocess
    import sys
    path = tmp_path / "s.json"
    path.write_text(json.dumps(gg2()))
    out = subprocess.run([sys.executable, "-m", "rulings.engine", str(path), "--legal", "0", "--json"], capture_output=True, text=True)
    types = {a["type"] for a in json.loads(out.stdout)["actions"]}
    assert "cast_spell" in types and "play_spell" not in types
    doc = gg2()
    doc["actions"] = [a for a in json.loads(out.stdout)["actions"] if a["type"] == "cast_spell"][:1]
    assert not run_scenario(load_scenario(doc)).steps[1].refused


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from rulings.engine.scenario.vocabulary import PHASES, STEP_NAMES  # noqa: E402

from .test_scenario_format import json_values  # noqa: E402


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_mutated_format_2_examples_either_load_and_run_or_raise_scenario_error(data):
    doc = copy.deepcopy(data.draw(st.sampled_from(sorted(FORMAT_2.items())))[1])
    node = doc
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
            node[key] = data.draw(json_values | st.sampled_from(["in_play", "battlefield", "end", "ending", "cast_spell", "play_spell"]))
            break
    try:
        loaded = load_scenario(doc)
    except ScenarioError as e:
        assert e.errors and all(isinstance(fe.path, str) and fe.message for fe in e.errors)
        return
    run_scenario(loaded).to_json()


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(
    st.builds(lambda p, s: {"type": "pass_until", "player": p, "step": s}, st.sampled_from(["Alice", "Bob"]), st.sampled_from(STEP_NAMES)),
    st.builds(lambda p, s: {"type": "pass_until", "player": p, "phase": s}, st.sampled_from(["Alice", "Bob"]), st.sampled_from(PHASES)),
    st.builds(lambda p: {"type": "pass_priority", "player": p}, st.sampled_from(["Alice", "Bob"])),
    st.just({"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}),
), min_size=1, max_size=8))
def test_pass_until_plays_out_and_a_refusal_leaves_the_state_unchanged(actions):
    doc = copy.deepcopy(EXAMPLES["giant_growth_in_response_to_bolt"])
    doc["actions"] = actions
    replay = run_scenario(load_scenario(doc))
    for before, step in zip(replay.steps, replay.steps[1:]):
        if step.refused:
            assert step.state == before.state


def test_the_streamed_cli_json_of_a_format_2_file_is_its_replay_json_with_its_expectations():
    import io

    from rulings.engine.cli import write_replay
    doc = FORMAT_2["giant_growth_in_response_to_bolt"]
    scenario = load_scenario(doc)
    out = io.StringIO()
    assert write_replay(scenario, None, out) is True
    assert out.getvalue() == json.dumps(run_scenario(scenario).to_json(), indent=1) + "\n"
    assert json.loads(out.getvalue())["expectations"][0]["met"] is True


def test_a_card_a_lookup_finds_for_a_format_2_document_is_resolved_in_its_format_1_form():
    warden = {"name": "Watcher", "mana_cost": "{W}", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "another_creature"},
         "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "..."}]}
    doc = gg2()
    doc["objects"].append({"id": "watcher", "card": "Watcher", "owner": "Alice", "zone": "battlefield"})
    scenario = load_scenario(doc, cards=lambda name: warden if name == "Watcher" else None)
    assert scenario.given == doc  # the document as written: the card by its name
    assert scenario.data["objects"][-1]["card"]["abilities"][0]["trigger"]["event"] == "comes_into_play"
