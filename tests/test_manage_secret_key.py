"""The README's `manage.py` commands run as written: outside production, manage.py reads
the local key `make run` keeps in `.secret_key` (and makes it once when missing) when
SECRET_KEY is not set; with PRODUCTION=1 it reads nothing and the settings refuse."""
import os
import stat

import pytest

import manage as manage_py
from tests.test_deploy_support import app_env, manage, on_postgres

pytestmark = pytest.mark.skipif(on_postgres(), reason="no database involved: runs on the SQLite pass")


def env_without_key(tmp_path, **extra):
    env = app_env(tmp_path, f"sqlite:///{tmp_path / 'app.sqlite3'}", SECRET_KEY_FILE=str(tmp_path / "key"))
    env.pop("SECRET_KEY")
    env.pop("PRODUCTION", None)
    env.update(extra)
    return env


def test_manage_reads_the_local_key_when_secret_key_is_not_set(tmp_path, monkeypatch):
    (tmp_path / "key").write_text("a-local-key-made-by-make-run\n")
    monkeypatch.setenv("SECRET_KEY_FILE", str(tmp_path / "key"))
    monkeypatch.delenv("SECRET_KEY")
    monkeypatch.delenv("PRODUCTION", raising=False)
    manage_py.use_local_secret_key()
    assert os.environ["SECRET_KEY"] == "a-local-key-made-by-make-run"


def test_a_secret_key_in_the_environment_wins_over_the_file(tmp_path, monkeypatch):
    (tmp_path / "key").write_text("the-file-key\n")
    monkeypatch.setenv("SECRET_KEY_FILE", str(tmp_path / "key"))
    monkeypatch.setenv("SECRET_KEY", "the-environment-key")
    manage_py.use_local_secret_key()
    assert os.environ["SECRET_KEY"] == "the-environment-key"


def test_a_readme_command_runs_without_secret_key_and_makes_the_key_once(tmp_path):
    env = env_without_key(tmp_path)
    assert manage(env, "check", check=False).returncode == 0
    key = (tmp_path / "key").read_text()
    assert len(key.strip()) >= 50
    assert stat.S_IMODE((tmp_path / "key").stat().st_mode) == 0o600
    assert manage(env, "check", check=False).returncode == 0
    assert (tmp_path / "key").read_text() == key  # made once, then read


def test_production_never_reads_the_local_key(tmp_path):
    (tmp_path / "key").write_text("x" * 60 + "\n")
    result = manage(env_without_key(tmp_path, PRODUCTION="1", ALLOWED_HOSTS="judge.example.org"), "check", check=False)
    assert result.returncode != 0
    assert "SECRET_KEY is not set" in result.stderr
