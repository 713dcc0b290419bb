"""The forms of the account page that check the password (change it, delete the account)
count wrong passwords with the login's counters: a session left open is not a way to guess
the password without limit, and the guesses add up across the three forms."""
import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from rulings.models import Scenario
from rulings.services.store import create_scenario
from tests.rulings.scenario_fixtures import make_document

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]

NEW = "a-new-judge-password"


@pytest.fixture
def limits(settings):
    settings.LOGIN_FAILURES_PER_USERNAME = 3
    settings.LOGIN_FAILURES_PER_ADDRESS = 50
    settings.LOGIN_FAILURE_WINDOW = 900
    return settings


def change(client, old):
    return client.post(reverse("password_change"), {"old_password": old, "new_password1": NEW, "new_password2": NEW})


def delete(client, password):
    return client.post(reverse("account_delete"), {"password": password})


def test_changing_the_password_is_refused_with_429_after_too_many_wrong_old_passwords(owner_client, owner, limits):
    for n in range(3):
        assert change(owner_client, f"guess {n}").status_code == 200
    response = change(owner_client, "owner-password-1")
    assert response.status_code == 429 and int(response["Retry-After"]) > 0
    assert b"Too many wrong passwords" in response.content
    owner.refresh_from_db()
    assert owner.check_password("owner-password-1")


def test_deleting_the_account_is_refused_with_429_after_too_many_wrong_passwords(owner_client, owner, limits):
    create_scenario(owner, make_document())
    for n in range(3):
        assert delete(owner_client, f"guess {n}").status_code == 422
    response = delete(owner_client, "owner-password-1")
    assert response.status_code == 429 and int(response["Retry-After"]) > 0
    assert get_user_model().objects.filter(pk=owner.pk).exists()
    assert Scenario.objects.filter(owner=owner).count() == 1


def test_wrong_passwords_add_up_across_the_account_forms_and_the_login(owner_client, owner, limits):
    change(owner_client, "guess 1")
    delete(owner_client, "guess 2")
    Client().post(reverse("login"), {"username": "owner", "password": "guess 3"})
    assert change(owner_client, "owner-password-1").status_code == 429
    assert delete(owner_client, "owner-password-1").status_code == 429
    assert Client().post(reverse("login"), {"username": "owner", "password": "owner-password-1"}).status_code == 429


def test_the_right_old_password_clears_the_wrong_guesses_before_it(owner_client, owner, limits):
    for n in range(2):
        change(owner_client, f"guess {n}")
    assert change(owner_client, "owner-password-1").status_code == 302
    for n in range(2):
        assert change(owner_client, f"guess again {n}").status_code == 200
    assert change(owner_client, NEW).status_code == 302
