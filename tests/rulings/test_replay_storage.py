"""The stored replay: states by difference from keyframes, the outcome and the comparison
kept with it, and the work limit that keeps a first replay within a request."""
import json
from functools import lru_cache

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from bench import replay_scale
from rulings.engine import example_scenarios, load_scenario, run_scenario
from rulings.models import Replay, ReplayStep
from rulings.services import limits, replays, store, transfer, validation
from tests.rulings.scenario_fixtures import make_document

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]


@lru_cache(maxsize=None)
def _wide_and_long(objects: int, actions: int) -> str:
    """`objects` Forests in play (and a few in each library, so nobody decks) and
    `actions` passes, each by the player who holds priority, learned from the engine:
    the shape bench/replay_scale.py measures."""
    return json.dumps(replay_scale.scenario_of(objects, actions))


def wide_and_long(objects, actions) -> dict:
    return json.loads(_wide_and_long(objects, actions))


def _stored_states(scenario):
    replay = replays.replay_for(scenario)
    for row in ReplayStep.objects.filter(replay=replay).order_by("index"):
        yield replays.state_of(row)


def test_every_example_reads_back_from_storage_exactly_as_the_engine_plays_it(owner):
    for slug, document in example_scenarios():
        scenario = store.create_scenario(owner, document)
        played = [json.dumps(step.state) for step in run_scenario(load_scenario(document)).steps]
        stored = [json.dumps(state) for state in _stored_states(scenario)]
        assert stored == played, slug


def test_a_wide_long_replay_stores_its_changes_not_a_state_per_step(owner):
    scenario = store.create_scenario(owner, wide_and_long(300, 300))
    replay = replays.replay_for(scenario)
    rows = list(ReplayStep.objects.filter(replay=replay).order_by("index"))
    whole = len(json.dumps(rows[0].changes))
    stored = sum(len(json.dumps(row.changes)) for row in rows)
    # a whole state per step would be 301 states' worth; by difference it is a few
    assert stored < 8 * whole, (stored, whole)
    assert sum(1 for row in rows if row.keyframe) <= 4


def test_a_steps_state_is_rebuilt_from_its_keyframe_in_one_query(owner, django_assert_num_queries):
    scenario = store.create_scenario(owner, wide_and_long(60, 120))
    replay = replays.replay_for(scenario)
    last = ReplayStep.objects.get(replay=replay, index=replay.step_count - 1)
    assert not last.keyframe
    with django_assert_num_queries(1):
        state = replays.state_of(last)
    assert json.dumps(state) == json.dumps(run_scenario(load_scenario(scenario.document)).steps[-1].state)


def test_the_overview_reads_the_stored_outcome_without_replaying(owner, monkeypatch, django_assert_max_num_queries, settings):
    # the card library's version marker rereads the database every PAGE_CACHE_RECHECK seconds
    # (config/markers.py); a slow machine playing the scenario must not let that recheck fall
    # inside the one query counted below
    settings.PAGE_CACHE_RECHECK = 3600
    scenario = store.create_scenario(owner, make_document())
    line = replays.outcome_of(scenario)
    assert line.startswith("Grizzly Bears is put into its owner's graveyard")
    monkeypatch.setattr(replays, "run_scenario", lambda *_: pytest.fail("the engine ran again"))
    monkeypatch.setattr("rulings.engine.outcome.outcome", lambda *_: pytest.fail("the outcome was worked out again"))
    with django_assert_max_num_queries(1):
        assert replays.outcome_of(scenario) == line


def test_a_comparison_is_worked_out_once_and_kept_with_the_replay(owner, monkeypatch):
    scenario = store.create_scenario(owner, make_document())
    first = replays.comparison_for(scenario)
    monkeypatch.setattr(replays, "where_they_part", lambda *_: pytest.fail("compared again"))
    assert replays.comparison_for(scenario) == first
    assert Replay.objects.get(document_hash=scenario.document_hash).comparison == first


def _over_the_limit() -> dict:
    document = wide_and_long(10, 10)
    objects = limits.MAX_WORK // 1000 + 1
    document["objects"] += [{"id": f"extra{i}", "card": "Forest", "owner": "Alice", "zone": "library"}
                            for i in range(objects - len(document["objects"]))]
    document["actions"] = (document["actions"] * 100)[:1000]
    return document


def test_a_scenario_over_the_work_limit_is_refused_naming_the_limit():
    problems = validation.validate(_over_the_limit())
    assert [p.path for p in problems] == ["actions"]
    assert "objects x actions exceeds the limit of 100,000" in problems[0].message


def test_an_import_over_the_work_limit_is_refused_naming_the_limit():
    upload = SimpleUploadedFile("big.json", json.dumps(_over_the_limit()).encode(), content_type="application/json")
    with pytest.raises(transfer.ImportRefused) as refused:
        transfer.read_upload(upload)
    assert "objects x actions exceeds the limit" in refused.value.problems[0].message


def test_the_builder_refuses_an_action_past_the_work_limit_and_keeps_the_document(owner, owner_client):
    document = _over_the_limit()
    document["actions"] = document["actions"][: limits.MAX_WORK // len(document["objects"])]
    scenario = store.create_scenario(owner, document)
    url = reverse("rulings:action_add", kwargs={"pk": scenario.pk})
    response = owner_client.post(url, {"new-action-type": "pass_priority", "new-action-player": "Alice"})
    assert response.status_code == 422
    assert "objects x actions exceeds the limit" in response.content.decode()
    scenario.refresh_from_db()
    assert len(scenario.document["actions"]) == len(document["actions"])


def test_a_stored_scenario_over_the_limit_is_refused_at_read_time_not_played(owner, owner_client, monkeypatch):
    scenario = store.create_scenario(owner, _over_the_limit())  # stored before the limit existed
    monkeypatch.setattr(replays, "run_scenario", lambda *_: pytest.fail("played at read time"))
    response = owner_client.get(reverse("rulings:step", args=[scenario.pk, 1]))
    assert response.status_code == 409
    assert "objects x actions exceeds the limit" in response.content.decode()
    response = owner_client.get(reverse("rulings:compare", args=[scenario.pk]))
    assert response.status_code == 409


def test_building_by_playing_refuses_an_action_past_the_work_limit(owner):
    from rulings.engine.engine import game_at
    from rulings.engine.legal_actions import legal_actions
    from rulings.services import playing

    # Bob does not hold priority: his passes are refused and the game stays where it was
    document = make_document(objects=[{"id": f"forest{i}", "card": "Forest", "owner": "Alice", "zone": "in_play"}
                                      for i in range(100)])
    document["actions"] = [{"type": "pass_priority", "player": "Bob"}] * (limits.MAX_WORK // 100)
    scenario = store.create_scenario(owner, document)
    n = len(document["actions"])
    _, offered = legal_actions(game_at(load_scenario(document), n))
    with pytest.raises(playing.NotOffered, match="(?i)objects x actions exceeds the limit of 100,000"):
        playing.choose(scenario, n, json.dumps(offered[0]))
    scenario.refresh_from_db()
    assert len(scenario.document["actions"]) == n
