"""Nothing is lost: every one of my scenarios, exported through the site and imported into a
fresh database (another process, another database), comes back the same, with the same replays."""
import json

import pytest
from django.urls import reverse

from rulings.engine import example_scenarios
from tests.rulings.scenario_fixtures import BOLT_SCENARIO
from tests.test_deploy_support import app_env, fresh_database, manage

pytestmark = pytest.mark.django_db

# Runs in the fresh database's process: sign up, import every exported file through
# the import page, and report the scenarios and their replays as this site sees them.
RESTORE = """
import json, os
from django.test import Client
from rulings.models import Scenario
from rulings.services.replays import replay_for
files = json.loads(os.environ["EXPORTS"])
client = Client()
signup = client.post("/accounts/signup/", {"username": "judge", "password1": "Restore-pass-91", "password2": "Restore-pass-91"})
assert signup.status_code == 302, signup.status_code
for name, content in files:
    from django.core.files.uploadedfile import SimpleUploadedFile
    response = client.post("/scenarios/import", {"file": SimpleUploadedFile(name, content.encode(), "application/json")})
    assert response.status_code == 302, (name, response.status_code, response.content[:500])
out = []
for scenario in Scenario.objects.filter(owner__username="judge").order_by("pk"):
    replay = replay_for(scenario)
    steps = [{"summary": s.summary, "refused": s.refused, "detail": s.detail} for s in replay.steps.order_by("index")]
    last = client.get(f"/scenarios/{scenario.pk}/steps/{replay.step_count - 1}")
    out.append({"name": scenario.name, "document": scenario.document, "steps": steps, "page": last.status_code})
print(json.dumps(out, default=str))
"""


def replay_of(scenario):
    from rulings.services.replays import replay_for

    replay = replay_for(scenario)
    return [{"summary": s.summary, "refused": s.refused, "detail": s.detail} for s in replay.steps.order_by("index")]


@pytest.fixture
def my_scenarios(owner):
    from rulings.services.store import create_scenario

    documents = [BOLT_SCENARIO] + [document for _slug, document in example_scenarios()]
    return [create_scenario(owner, document) for document in documents]


def test_exporting_all_my_scenarios_and_importing_them_into_a_fresh_database_loses_nothing(
    owner_client, my_scenarios, tmp_path
):
    exports = []
    for scenario in my_scenarios:
        response = owner_client.get(reverse("rulings:scenario_export", args=[scenario.pk]))
        assert response.status_code == 200
        exports.append((f"scenario-{scenario.pk}.json", response.content.decode("utf-8")))
    expected = [
        {"name": s.name, "document": s.document, "steps": json.loads(json.dumps(replay_of(s), default=str))}
        for s in my_scenarios
    ]
    with fresh_database(tmp_path) as database_url:
        env = app_env(tmp_path, database_url, EXPORTS=json.dumps(exports))
        manage(env, "migrate", "--noinput", "-v", "0")
        result = manage(env, "shell", "-c", RESTORE, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    restored = json.loads(result.stdout.strip().splitlines()[-1])
    assert [r["page"] for r in restored] == [200] * len(my_scenarios)
    assert [r["name"] for r in restored] == [e["name"] for e in expected]
    assert [r["document"] for r in restored] == [e["document"] for e in expected]
    for got, want in zip(restored, expected):
        assert got["steps"] == want["steps"], want["name"]
