"""Migrations apply on an empty database and on one that holds data from the first release,
and no model change is missing its migration. The database is a fresh one per test, in a
separate process (SQLite, or PostgreSQL on that pass of `make test`)."""
import json

import pytest
from django.core.management import call_command

from tests.rulings.scenario_fixtures import BOLT_SCENARIO
from tests.test_deploy_support import app_env, fresh_database, manage

OUR_APPS = ("rules_corpus", "rulings")

# Runs in the app process: migrate our apps to their first migration, put a row in
# every table (and a real scenario), migrate to the latest, and report what is left.
WITH_DATA = """
import datetime, json, os
from django.contrib.auth.hashers import make_password
from django.core.management import call_command
from django.db import connection, models
from django.db.migrations.executor import MigrationExecutor
from django.test import Client

APPS = %(apps)r
document = json.loads(os.environ["SCENARIO"])
loader = MigrationExecutor(connection).loader
first = [(app, min(name for a, name in loader.graph.nodes if a == app)) for app in APPS]
for app, name in first:
    call_command("migrate", app, name, verbosity=0)
old = loader.project_state(first, at_end=True).apps
User = old.get_model("auth", "User")
judge = User.objects.create(username="judge", password=make_password("judge-password-1"))
made = {("auth", "user"): judge}

def value_for(field, n):
    if field.choices:
        return field.choices[0][0]
    if isinstance(field, models.JSONField):
        return {}
    if isinstance(field, (models.CharField, models.TextField)):
        return f"v{n}"[: field.max_length or 100]
    if isinstance(field, models.BooleanField):
        return False
    if isinstance(field, models.DateTimeField):
        return datetime.datetime.now(datetime.timezone.utc)
    if isinstance(field, models.DateField):
        return datetime.date(2020, 1, 1)
    if isinstance(field, (models.IntegerField, models.FloatField, models.DecimalField)):
        return 1
    if isinstance(field, models.BinaryField):
        return b""
    raise TypeError(f"no sample value for {field!r}")

pending = [m for app in APPS for m in old.get_app_config(app).get_models()]
for _ in range(len(pending) + 1):
    for model in list(pending):
        key = (model._meta.app_label, model._meta.model_name)
        values, ready = {}, True
        for field in model._meta.concrete_fields:
            if field.auto_created or field.primary_key or getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False):
                continue
            if field.is_relation:
                target = (field.related_model._meta.app_label, field.related_model._meta.model_name)
                if target in made:
                    values[field.name] = made[target]
                elif not field.null:
                    ready = False
                continue
            if field.has_default() or field.null:
                continue
            values[field.name] = value_for(field, len(made))
        if ready:
            made[key] = model.objects.create(**values)
            pending.remove(model)
assert not pending, pending

from rulings.models import document_hash
Scenario = old.get_model("rulings", "Scenario")
kept = Scenario.objects.create(owner=judge, name=document["name"], document=document, document_hash=document_hash(document))
counts_before = {f"{a}.{m}": made[(a, m)].__class__.objects.count() for a, m in made}
call_command("migrate", verbosity=0)

from django.apps import apps as current
from rulings.models import Scenario as CurrentScenario
scenario = CurrentScenario.objects.get(pk=kept.pk)
reader = Client()
reader.force_login(scenario.owner)
step = reader.get(f"/scenarios/{scenario.pk}/steps/{len(document['actions'])}")
counts_after = {k: current.get_model(*k.split(".")).objects.count() for k in counts_before}
print(json.dumps({"before": counts_before, "after": counts_after, "document": scenario.document,
                  "visibility": scenario.visibility, "share_token": scenario.share_token,
                  "owner": scenario.owner.username, "step": step.status_code}))
"""


@pytest.fixture
def app(tmp_path):
    with fresh_database(tmp_path) as database_url:
        yield app_env(tmp_path, database_url)


def test_no_model_change_is_missing_its_migration(db):
    call_command("makemigrations", "--check", "--dry-run", verbosity=0)


def test_migrations_apply_on_an_empty_database(app):
    manage(app, "migrate", "--noinput", "-v", "0")
    result = manage(app, "migrate", "--check", check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_migrations_apply_on_a_database_that_holds_data(app):
    script = WITH_DATA % {"apps": OUR_APPS}
    result = manage({**app, "SCENARIO": json.dumps(BOLT_SCENARIO)}, "shell", "-c", script, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["document"] == BOLT_SCENARIO
    assert report["owner"] == "judge"
    assert report["step"] == 200
    assert (report["visibility"], report["share_token"]) == ("private", None)
    for table in ("auth.user", "rulings.scenario", "rules_corpus.corpus", "rules_corpus.rule"):
        assert report["after"][table] == report["before"][table], table


# Runs in the app process: a database from before the accounts app, holding failed-login
# counters, migrated to the latest: the counters are still there, now the accounts app's.
LOGIN_FAILURES_KEPT = """
import json
from django.core.management import call_command
from django.db import connection

call_command("migrate", "config", "0001_login_failures", verbosity=0)
with connection.cursor() as cursor:
    cursor.execute(
        "INSERT INTO config_loginfailures (key, count, window_started) VALUES (%s, %s, %s)",
        ["login-fail:user:abc", 4, 1234.5],
    )
call_command("migrate", verbosity=0)

from accounts.models import LoginFailures
print(json.dumps([[row.key, row.count, row.window_started] for row in LoginFailures.objects.all()]))
"""


def test_failed_login_counters_stay_when_their_model_moves_to_accounts(app):
    result = manage(app, "shell", "-c", LOGIN_FAILURES_KEPT, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    assert json.loads(result.stdout.strip().splitlines()[-1]) == [["login-fail:user:abc", 4, 1234.5]]


# Runs in the app process: a database from before scenarios had a visibility, holding an
# example and a judge's scenario, migrated to the latest.
VISIBILITY_SET = """
import json, os
from django.core.management import call_command
from django.db.migrations.executor import MigrationExecutor
from django.db import connection
from rulings.models import document_hash

call_command("migrate", "rulings", "0002_replay_step_compressed", verbosity=0)
old = MigrationExecutor(connection).loader.project_state(("rulings", "0002_replay_step_compressed")).apps
document = json.loads(os.environ["SCENARIO"])
User = old.get_model("auth", "User")
judge = User.objects.create(username="judge", password="!")
Scenario = old.get_model("rulings", "Scenario")
made = dict(document=document, document_hash=document_hash(document), name=document["name"])
Scenario.objects.create(owner=None, example_slug="bolt", **made)
Scenario.objects.create(owner=judge, **made)
call_command("migrate", verbosity=0)

from rulings.models import Scenario as Current
print(json.dumps({("example" if s.example_slug else "judge"): [s.visibility, s.share_token] for s in Current.objects.all()}))
"""


def test_the_migration_makes_the_examples_public_and_every_other_scenario_private(app):
    result = manage({**app, "SCENARIO": json.dumps(BOLT_SCENARIO)}, "shell", "-c", VISIBILITY_SET, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report == {"example": ["public", None], "judge": ["private", None]}
