"""Password checks are limited on the name authentication sees, and counted before the
password is checked: a blocked name's other spellings are blocked too, and guesses sent
all at once are not all checked. Sign-ups are limited per address."""
import threading

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import connection
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.usefixtures("fast_passwords")

PASSWORD = "judge-password-1"
FULL_WIDTH_JUDGE = "ｊｕｄｇｅ"  # NFKC: "judge"


@pytest.fixture
def limits(settings):
    settings.LOGIN_FAILURES_PER_USERNAME = 3
    settings.LOGIN_FAILURES_PER_ADDRESS = 100
    settings.LOGIN_FAILURE_WINDOW = 900
    settings.SIGNUPS_PER_ADDRESS = 3
    settings.SIGNUP_WINDOW = 3600
    return settings


@pytest.fixture
def judge(django_user_model, fast_passwords):
    return django_user_model.objects.create_user("judge", password=PASSWORD)


@pytest.fixture
def password_checks(monkeypatch):
    """How many times a password was really checked against an account."""
    checked = []
    real = AbstractBaseUser.check_password

    def counting(self, raw_password):
        checked.append(raw_password)
        return real(self, raw_password)

    monkeypatch.setattr(AbstractBaseUser, "check_password", counting)
    return checked


def log_in(username, password, address="10.0.0.1"):
    return Client(REMOTE_ADDR=address).post(reverse("login"), {"username": username, "password": password})


def all_at_once(count, send):
    """`send(n)` on `count` threads released together; their responses' status codes."""
    start = threading.Barrier(count)
    statuses, errors = [], []

    def run(n):
        try:
            prepared = send(n)
            start.wait()
            statuses.append(prepared())
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    return statuses


@pytest.mark.django_db
def test_the_full_width_spelling_of_a_blocked_name_is_blocked_too(judge, limits, password_checks):
    for _ in range(3):
        assert log_in("judge", "wrong password").status_code == 200
    checked = len(password_checks)
    response = log_in(FULL_WIDTH_JUDGE, PASSWORD)
    assert response.status_code == 429 and int(response["Retry-After"]) > 0
    assert len(password_checks) == checked  # refused before the password was looked at


@pytest.mark.django_db
def test_guesses_under_other_spellings_add_up_on_one_name(judge, limits):
    log_in(FULL_WIDTH_JUDGE, "wrong 1")
    log_in("JUDGE", "wrong 2")
    log_in(" judge", "wrong 3")
    assert log_in("judge", PASSWORD).status_code == 429


@pytest.mark.django_db(transaction=True)
def test_thirty_guesses_sent_at_once_at_a_nearly_blocked_name_are_not_all_checked(judge, limits, password_checks):
    for _ in range(2):
        log_in("judge", "wrong password")
    password_checks.clear()

    def guess(n):
        client = Client(REMOTE_ADDR="10.0.0.1")
        return lambda: client.post(reverse("login"), {"username": "judge", "password": f"guess {n}"}).status_code

    statuses = all_at_once(30, guess)
    assert len(password_checks) == 1  # the one guess the limit had left
    assert sorted(statuses) == [200] + [429] * 29


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("form", ["password_change", "account_delete"])
def test_thirty_wrong_passwords_sent_at_once_to_the_account_forms_are_not_all_checked(
    judge, limits, password_checks, form
):
    def guess(n):
        client = Client(REMOTE_ADDR="10.0.0.1")
        client.force_login(judge)
        data = {"old_password": f"guess {n}", "new_password1": "a-new-password-9", "new_password2": "a-new-password-9"}
        if form == "account_delete":
            data = {"password": f"guess {n}"}
        return lambda: client.post(reverse(form), data).status_code

    statuses = all_at_once(30, guess)
    assert len(password_checks) == 3
    assert statuses.count(429) == 27
    assert get_user_model().objects.get(pk=judge.pk).check_password(PASSWORD)


def sign_up(name, address="10.0.0.1"):
    password = "a-fine-judge-password-7"
    return Client(REMOTE_ADDR=address).post(
        reverse("signup"), {"username": name, "password1": password, "password2": password}
    )


@pytest.mark.django_db
def test_sign_up_is_limited_per_address(limits):
    for n in range(3):
        assert sign_up(f"judge{n}").status_code == 302
    response = sign_up("judge3")
    assert response.status_code == 429 and int(response["Retry-After"]) > 0
    assert b"Too many accounts made from your address" in response.content
    assert not get_user_model().objects.filter(username="judge3").exists()
    assert sign_up("judge3", address="10.0.0.2").status_code == 302


@pytest.mark.django_db
def test_a_refused_sign_up_form_does_not_count(limits):
    for n in range(3):
        assert sign_up("").status_code == 422
    assert sign_up("judge").status_code == 302


@pytest.mark.django_db(transaction=True)
def test_sign_ups_sent_at_once_make_no_more_accounts_than_the_limit(limits):
    def register(n):
        return lambda: sign_up(f"racer{n}").status_code

    statuses = all_at_once(12, register)
    assert sorted(statuses) == [302] * 3 + [429] * 9
    assert get_user_model().objects.filter(username__startswith="racer").count() == 3
