"""Scenario services: document hashing, the replay cache, examples, uploads."""
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from rulings.engine import SCHEMA_PATH, example_scenarios
from rulings.models import Replay, ReplayStep, Scenario, document_hash
from rulings.services import choices, documents, replays, store, transfer, validation
from tests.rulings.scenario_fixtures import BOLT_SCENARIO, make_document

pytestmark = pytest.mark.usefixtures("fast_passwords")


def upload(content: bytes, name="scenario.json"):
    return SimpleUploadedFile(name, content, content_type="application/json")


def test_the_document_hash_ignores_key_order():
    assert document_hash({"a": 1, "b": [1, 2]}) == document_hash({"b": [1, 2], "a": 1})


def test_a_blank_document_is_a_valid_scenario():
    assert validation.validate(documents.blank_document("x", "y")) == []


def test_paths_read_as_words():
    assert validation.describe_path("actions[3].targets[0]") == "action 4, target 1"


def test_paths_parse_into_names_and_indexes():
    assert validation.parse_path("objects[2].card.power") == ("objects", 2, "card", "power")


@pytest.mark.django_db
def test_a_replay_is_computed_once_and_then_read_from_the_cache(scenario, monkeypatch):
    first = replays.replay_for(scenario)
    monkeypatch.setattr(replays, "run_scenario", lambda *_: pytest.fail("the engine ran again"))
    assert replays.replay_for(scenario).pk == first.pk


@pytest.mark.django_db
def test_the_replay_stores_one_snapshot_per_step(scenario):
    replay = replays.replay_for(scenario)
    assert replay.step_count == len(BOLT_SCENARIO["actions"]) + 1
    assert ReplayStep.objects.filter(replay=replay).count() == replay.step_count


@pytest.mark.django_db
def test_a_new_engine_version_replays_again(scenario, monkeypatch):
    old = replays.replay_for(scenario)
    monkeypatch.setattr(replays, "engine_version", lambda: "another-engine")
    assert replays.replay_for(scenario).pk != old.pk


@pytest.mark.django_db
def test_a_changed_document_drops_the_replay_nobody_uses(scenario):
    old = replays.replay_for(scenario)
    store.save_document(scenario, make_document(name="Changed"))
    assert not Replay.objects.filter(pk=old.pk).exists()


@pytest.mark.django_db
def test_a_fork_shares_the_cached_replay_of_an_identical_document(scenario, django_user_model):
    other = django_user_model.objects.create_user("other", password="other-password-1")
    replay = replays.replay_for(scenario)
    copy = store.fork(scenario, other)
    assert replays.replay_for(copy).pk == replay.pk
    assert copy.forked_from == scenario and copy.owner == other


@pytest.mark.django_db
def test_the_step_log_lists_a_window_around_the_step(owner, monkeypatch):
    monkeypatch.setattr(replays, "STEP_LOG_WINDOW", 1)
    scenario = store.create_scenario(owner, make_document())
    view = replays.step_view(scenario, 3)
    assert [entry["index"] for entry in view.log] == [2, 3, 4]
    assert view.log_starts_late and view.log_ends_early


@pytest.mark.django_db
def test_examples_are_loaded_once_as_public_scenarios():
    first = store.load_examples()
    second = store.load_examples()
    examples = Scenario.objects.filter(example_slug__isnull=False)
    assert first[0] == len(example_scenarios()) == examples.count() > 0
    assert second == (0, 0)
    assert all(s.owner_id is None for s in examples)


@pytest.mark.django_db
def test_an_exported_file_imports_back_to_the_same_document(scenario):
    document = transfer.read_upload(upload(transfer.export_bytes(scenario)))
    assert document == scenario.document


def test_an_upload_that_is_not_json_is_refused():
    with pytest.raises(transfer.ImportRefused, match="not a JSON scenario file"):
        transfer.read_upload(upload(b"\x89PNG\r\n\x1a\n not json"))


def test_an_oversized_upload_is_refused_before_it_is_read():
    big = upload(b" " * (transfer.MAX_UPLOAD_BYTES + 1))
    with pytest.raises(transfer.ImportRefused, match="at most"):
        transfer.read_upload(big)


def test_a_json_list_is_not_a_scenario():
    with pytest.raises(transfer.ImportRefused, match="one JSON object"):
        transfer.read_upload(upload(b"[1, 2]"))


def test_an_invalid_scenario_file_names_each_bad_field():
    document = make_document()
    document["actions"][2]["targets"] = ["nobody_here"]
    with pytest.raises(transfer.ImportRefused) as refused:
        transfer.read_upload(upload(json.dumps(document).encode()))
    assert any(p.path.startswith("actions[2]") for p in refused.value.problems)


def test_the_builder_offers_the_phases_and_steps_in_turn_order():
    phases, steps = choices.turn_choices()
    assert phases[0] == "beginning" and phases[-1] == "end"
    assert steps[:3] == ["untap", "upkeep", "draw"] and steps[-1] == "cleanup"


def test_the_builder_offers_only_keywords_that_need_no_settings():
    offered = choices.keyword_choices()
    assert "flying" in offered and "trample" in offered
    assert not {"morph", "enchant", "suspend", "protection"} & set(offered)


def test_every_choice_the_builder_offers_is_one_the_published_schema_lists():
    """The choices come from the engine's constants; the JSON Schema documents the same format."""
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    listed = json.dumps(schema)
    offered = (
        choices.action_types() + choices.zone_choices() + choices.keyword_choices() + choices.protection_choices()
        + sum(choices.turn_choices(), [])
    )
    assert all(f'"{value}"' in listed for value in offered)
