"""A write that can't get SQLite's write lock within the busy timeout answers 503 with
Retry-After (never a traceback), and goes through once the lock is free."""
import sqlite3

import pytest
from django.db import OperationalError, connection
from django.test import RequestFactory

from config.busy_database import server_error
from rulings.models import Scenario

sqlite_only = pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's single writer lock")


@pytest.fixture
def short_busy_timeout():
    """Waiting 10 s for the lock is the server's business; a test waits a tenth of one."""
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA busy_timeout = 100")
    yield
    connection.close()  # the next connection gets the settings' timeout again


@pytest.fixture
def write_lock_held_elsewhere():
    """Another connection (an import, another process) holding the write lock."""
    other = sqlite3.connect(connection.settings_dict["NAME"], timeout=5, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    yield other
    other.execute("ROLLBACK")
    other.close()


@sqlite_only
@pytest.mark.django_db(transaction=True)
def test_a_write_while_another_connection_holds_the_lock_is_a_503_with_retry_after(owner_client, short_busy_timeout, write_lock_held_elsewhere):
    response = owner_client.post("/scenarios/new", {"name": "Bolt", "question": "Does it die?"})
    assert response.status_code == 503
    assert int(response["Retry-After"]) > 0
    assert b"try again in a few seconds" in response.content
    assert b"Traceback" not in response.content
    write_lock_held_elsewhere.execute("ROLLBACK")
    write_lock_held_elsewhere.execute("BEGIN")  # released (the fixture ends this one)
    assert owner_client.post("/scenarios/new", {"name": "Bolt", "question": "Does it die?"}).status_code == 302
    assert Scenario.objects.filter(name="Bolt").count() == 1


@sqlite_only
@pytest.mark.django_db(transaction=True)
def test_reads_go_on_while_the_lock_is_held(client, short_busy_timeout, write_lock_held_elsewhere):
    assert client.get("/scenarios/").status_code == 200


def test_a_busy_database_outside_a_view_is_answered_503_by_the_error_handler():
    request = RequestFactory().get("/")
    try:
        raise OperationalError("database is locked")
    except OperationalError:
        response = server_error(request)
    assert response.status_code == 503 and response["Retry-After"]


def test_other_errors_stay_500():
    request = RequestFactory().get("/")
    try:
        raise OperationalError("no such table: x")
    except OperationalError:
        response = server_error(request)
    assert response.status_code == 500


@sqlite_only
@pytest.mark.django_db
def test_sqlite_runs_in_wal_mode_and_waits_for_a_busy_writer_well_under_gunicorns_timeout():
    with connection.cursor() as cursor:
        assert cursor.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        waits = cursor.execute("PRAGMA busy_timeout").fetchone()[0] / 1000
    assert 1 <= waits < 30


@sqlite_only
@pytest.mark.django_db(transaction=True)
def test_a_transaction_that_reads_then_writes_waits_for_another_writer_instead_of_failing(django_user_model):
    """A deferred transaction that has read can't wait for the lock: once another writer has
    committed, its upgrade fails at once, whatever the busy timeout. Begun IMMEDIATE, it waits."""
    import threading
    import time

    from django.db import transaction

    other = sqlite3.connect(connection.settings_dict["NAME"], timeout=5, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    done = threading.Event()

    def commit_soon():
        time.sleep(0.3)
        other.execute("INSERT INTO auth_group (name) VALUES ('written elsewhere')")
        other.execute("COMMIT")
        done.set()

    threading.Thread(target=commit_soon).start()
    try:
        with transaction.atomic():
            before = django_user_model.objects.count()
            django_user_model.objects.create_user("judge", password=None)
        assert django_user_model.objects.count() == before + 1
    finally:
        done.wait(5)
        other.close()


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's row locks")
@pytest.mark.django_db(transaction=True)
def test_on_postgresql_a_write_waiting_for_a_locked_row_is_a_503_with_retry_after(owner_client, scenario):
    import psycopg

    settings_dict = connection.settings_dict
    other = psycopg.connect(
        dbname=settings_dict["NAME"], user=settings_dict["USER"], password=settings_dict["PASSWORD"],
        host=settings_dict["HOST"], port=settings_dict["PORT"] or None,
    )
    try:
        other.execute("SELECT id FROM rulings_scenario WHERE id = %s FOR UPDATE", [scenario.pk])
        with connection.cursor() as cursor:
            cursor.execute("SET lock_timeout = '100ms'")  # the settings wait 10 s
        response = owner_client.post(
            f"/scenarios/{scenario.pk}/edit/details", {"name": "Renamed", "question": "Who wins?", "description": ""}
        )
        assert response.status_code == 503 and int(response["Retry-After"]) > 0
    finally:
        other.close()
        connection.close()
    scenario.refresh_from_db()
    assert scenario.name != "Renamed"
