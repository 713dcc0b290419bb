"""Failed logins are limited per (address, username) and per address; the rest is untouched."""
import pytest
from django.test import Client
from django.urls import reverse


pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]

PASSWORD = "judge-password-1"


@pytest.fixture
def judge(django_user_model):
    return django_user_model.objects.create_user("judge", password=PASSWORD)


@pytest.fixture
def limits(settings):
    settings.LOGIN_FAILURES_PER_USERNAME = 3
    settings.LOGIN_FAILURES_PER_ADDRESS = 6
    settings.LOGIN_FAILURE_WINDOW = 900
    return settings


def log_in(username, password, address="10.0.0.1"):
    return Client(REMOTE_ADDR=address).post(reverse("login"), {"username": username, "password": password})


def fail(times, username="judge", address="10.0.0.1"):
    for _ in range(times):
        assert log_in(username, "wrong password", address).status_code == 200


def test_a_wrong_password_is_answered_with_the_form_again(judge, limits):
    response = log_in("judge", "wrong password")
    assert response.status_code == 200
    assert b"Too many failed logins" not in response.content


def test_after_the_limit_even_the_right_password_is_refused_with_429(judge, limits):
    fail(3)
    response = log_in("judge", PASSWORD)
    assert response.status_code == 429
    assert b"Too many failed logins. Try again in 15 minutes." in response.content
    assert int(response["Retry-After"]) > 0
    assert "_auth_user_id" not in response.wsgi_request.session


def test_the_refused_page_is_the_login_form_with_the_username_kept_escaped(django_user_model, limits):
    fail(3, username="<b>x</b>")
    response = log_in("<b>x</b>", "wrong password")
    assert response.status_code == 429
    assert b"<b>x</b>" not in response.content
    assert b"&lt;b&gt;x&lt;/b&gt;" in response.content


def test_the_limit_does_not_lock_the_same_username_from_another_address(judge, limits):
    fail(3, address="10.0.0.1")
    response = log_in("judge", PASSWORD, address="10.0.0.2")
    assert response.status_code == 302


def test_another_judge_at_the_same_venue_address_still_logs_in(judge, django_user_model, limits):
    django_user_model.objects.create_user("other", password=PASSWORD)
    fail(3, username="judge")
    assert log_in("other", PASSWORD).status_code == 302


def test_an_address_guessing_many_usernames_is_stopped(judge, limits):
    for n in range(6):
        fail(1, username=f"user{n}")
    assert log_in("judge", PASSWORD).status_code == 429


def test_a_successful_login_forgets_earlier_failures(judge, limits):
    fail(2)
    assert log_in("judge", PASSWORD).status_code == 302
    fail(2)
    assert log_in("judge", PASSWORD).status_code == 302


def test_usernames_are_counted_without_regard_to_case(judge, limits):
    fail(1, username="JUDGE")
    fail(1, username="Judge")
    fail(1, username="judge")
    assert log_in("judge", PASSWORD).status_code == 429


def test_failures_older_than_the_window_are_forgotten(judge, limits, monkeypatch):
    import accounts.ratelimit as ratelimit

    real_time = ratelimit.time.time
    now = [real_time()]
    monkeypatch.setattr(ratelimit.time, "time", lambda: now[0])
    fail(3)
    assert log_in("judge", PASSWORD).status_code == 429
    now[0] += 901
    assert log_in("judge", PASSWORD).status_code == 302


@pytest.mark.django_db(transaction=True)
def test_attempts_sent_at_once_are_all_counted(settings):
    """Twelve attempts racing on twelve threads (as on several workers) all count."""
    settings.LOGIN_FAILURES_PER_USERNAME = 100
    import threading

    from django.db import connection

    from accounts.models import LoginFailures
    from accounts.ratelimit import LoginLimiter, _key

    start = threading.Barrier(12)
    errors = []

    def guess():
        try:
            start.wait()
            LoginLimiter().attempt("10.0.0.9", "judge")
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=guess) for _ in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert LoginFailures.objects.get(key=_key("user", "10.0.0.9", "judge")).count == 12
    assert LoginFailures.objects.get(key=_key("ip", "10.0.0.9")).count == 12


def test_windows_long_over_are_deleted(limits, monkeypatch):
    import accounts.ratelimit as ratelimit
    from accounts.models import LoginFailures

    now = [1_000_000.0]
    monkeypatch.setattr(ratelimit.time, "time", lambda: now[0])
    ratelimit.LoginLimiter().attempt("10.0.0.1", "old")
    now[0] += 2 * 900 + 1
    ratelimit.LoginLimiter().attempt("10.0.0.2", "new")
    assert LoginFailures.objects.count() == 2  # the old address's rows are gone, the new one's counted


def test_the_forwarded_address_counts_only_behind_a_trusted_proxy(judge, limits, settings):
    def attempt(forwarded, password="wrong password"):
        return Client(REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR=forwarded).post(
            reverse("login"), {"username": "judge", "password": password}
        )

    settings.RATELIMIT_TRUST_X_FORWARDED_FOR = True
    for _ in range(3):
        attempt("203.0.113.7")
    assert attempt("203.0.113.7", PASSWORD).status_code == 429
    assert attempt("203.0.113.8", PASSWORD).status_code == 302
