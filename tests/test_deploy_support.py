"""Helpers for the tests that run the app as separate processes (no tests here).

They get a database of their own: a fresh SQLite file, or, on the PostgreSQL pass
of `make test` (DATABASE_URL set by scripts/with-postgres.sh), a fresh database
on that server, dropped afterwards.
"""
import contextlib
import os
import secrets
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PYTHON = sys.executable


def on_postgres() -> bool:
    return os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://"))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def fresh_database(folder: Path):
    """The URL of an empty database that only this test uses."""
    if not on_postgres():
        yield f"sqlite:///{folder / 'app.sqlite3'}"
        return
    import dj_database_url
    import psycopg

    config = dj_database_url.parse(os.environ["DATABASE_URL"])
    name = f"judge_proc_{uuid.uuid4().hex[:12]}"
    connect = {"host": config["HOST"], "user": config["USER"], "dbname": config["NAME"], "autocommit": True}
    if config.get("PORT"):
        connect["port"] = config["PORT"]
    if config.get("PASSWORD"):
        connect["password"] = config["PASSWORD"]
    with psycopg.connect(**connect) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    base = os.environ["DATABASE_URL"].rsplit("/", 1)[0]
    try:
        yield f"{base}/{name}"
    finally:
        # WITH (FORCE) can't end a backend of another role, such as an autovacuum worker that has just
        # started on the new database: it soon ends on its own, so the drop is tried again
        for attempt in range(40):
            try:
                with psycopg.connect(**connect) as admin:
                    admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
                break
            except psycopg.errors.InsufficientPrivilege:
                if attempt == 39:
                    raise
                time.sleep(0.25)


def app_env(folder: Path, database_url: str, **extra: str) -> dict[str, str]:
    """The environment of a separate app process: its own database, index and caches."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)  # set for the browser tests; never in a deployment
    env.update(
        DJANGO_SETTINGS_MODULE="config.settings",
        SECRET_KEY=secrets.token_urlsafe(50),
        DATABASE_URL=database_url,
        SEARCH_INDEX_DIR=str(folder / "index"),
        PAGE_CACHE_DIR=str(folder / "page-cache"),
        STATIC_ROOT=str(folder / "static"),
        ALLOWED_HOSTS="127.0.0.1,localhost,testserver",
        LOG_LEVEL="ERROR",
    )
    env.update(extra)
    return env


def manage(env: dict[str, str], *args: str, check: bool = True, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(
        [PYTHON, "manage.py", *args], cwd=REPO, env=env, capture_output=True, text=True, check=check, timeout=timeout
    )
