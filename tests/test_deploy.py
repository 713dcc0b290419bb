"""Production settings: `check --deploy` stays clean, and a missing secret stops every entry point
with one clear line and a non-zero exit."""
import os
import secrets
import subprocess

import pytest

from tests.test_deploy_support import PYTHON, REPO, manage, on_postgres

# These start processes that use no database: once, on the SQLite pass of `make test`.
pytestmark = pytest.mark.skipif(on_postgres(), reason="no database involved: runs on the SQLite pass")

VENV_BIN = os.path.dirname(PYTHON)


def production_env(**changes):
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env.update(
        PRODUCTION="1",
        SECRET_KEY=secrets.token_urlsafe(50),
        ALLOWED_HOSTS="judge.example.org",
    )
    for name in ("DEBUG", "HTTPS", "DJANGO_ALLOW_ASYNC_UNSAFE"):  # the browser tests set the last one
        env.pop(name, None)
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def test_check_deploy_is_clean_with_the_production_settings():
    result = manage(production_env(), "check", "--deploy", "--fail-level", "WARNING", check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_the_production_settings_refuse_to_load_without_a_secret_key():
    result = manage(production_env(SECRET_KEY=None), "check", check=False)
    assert result.returncode != 0
    assert "SECRET_KEY is not set" in result.stderr


def test_the_production_settings_refuse_a_short_secret_key():
    result = manage(production_env(SECRET_KEY="short"), "check", check=False)
    assert result.returncode != 0
    assert "SECRET_KEY is too short" in result.stderr


def test_the_production_settings_refuse_debug():
    result = manage(production_env(DEBUG="1"), "check", check=False)
    assert result.returncode != 0
    assert "DEBUG must be off" in result.stderr


def test_gunicorn_says_the_secret_key_is_missing_and_exits():
    result = subprocess.run(
        [os.path.join(VENV_BIN, "gunicorn"), "-c", "gunicorn.conf.py", "config.wsgi"],
        cwd=REPO,
        env=production_env(SECRET_KEY=None),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr.strip().startswith("gunicorn: SECRET_KEY is not set.")


def test_make_serve_says_the_secret_key_is_missing_and_exits():
    result = subprocess.run(
        ["make", "-s", "serve"], cwd=REPO, env=production_env(SECRET_KEY=None), capture_output=True, text=True, timeout=600
    )
    assert result.returncode != 0
    assert "make serve: SECRET_KEY is not set." in result.stderr


def test_https_can_be_turned_off_for_a_plain_http_trial_on_loopback():
    result = manage(
        production_env(HTTPS="0"), "shell", "-c",
        "from django.conf import settings; print(settings.SECURE_SSL_REDIRECT, settings.SESSION_COOKIE_SECURE)",
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].split() == ["False", "False"]


def test_production_enforces_https_and_turns_the_page_cache_on():
    names = ["SECURE_SSL_REDIRECT", "SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE", "PAGE_CACHE"]
    code = "from django.conf import settings; print(" + ", ".join(f"settings.{n}" for n in names) + ")"
    result = manage(production_env(), "shell", "-c", code, check=False)
    assert result.stdout.splitlines()[-1].split() == ["True"] * len(names), result.stderr
