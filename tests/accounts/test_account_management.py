"""A judge manages their own account: changes the password, or deletes the account with
all its scenarios after a confirmation that says how many will go."""
import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from rulings.models import Replay, Scenario
from rulings.services.replays import replay_for
from rulings.services.store import create_scenario
from tests.rulings.scenario_fixtures import make_document

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]


def test_the_account_page_links_to_changing_the_password_and_deleting_the_account(owner_client):
    page = owner_client.get(reverse("account")).content.decode()
    assert reverse("password_change") in page and reverse("account_delete") in page


def test_the_account_page_needs_a_login(client):
    response = client.get(reverse("account"))
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


def test_changing_the_password_takes_the_old_one_and_logs_other_sessions_out(owner, fast_passwords):
    here, elsewhere = Client(), Client()
    for client in (here, elsewhere):
        assert client.login(username="owner", password="owner-password-1")
    response = here.post(reverse("password_change"), {
        "old_password": "owner-password-1", "new_password1": "a-new-judge-password", "new_password2": "a-new-judge-password",
    })
    assert response["Location"] == reverse("password_change_done")
    owner.refresh_from_db()
    assert owner.check_password("a-new-judge-password")
    assert here.get(reverse("account")).status_code == 200
    assert elsewhere.get(reverse("account")).status_code == 302


def test_a_wrong_old_password_changes_nothing(owner_client, owner):
    response = owner_client.post(reverse("password_change"), {
        "old_password": "not-it", "new_password1": "a-new-judge-password", "new_password2": "a-new-judge-password",
    })
    assert response.status_code == 200
    owner.refresh_from_db()
    assert owner.check_password("owner-password-1")


def test_the_delete_confirmation_says_how_many_scenarios_will_go(owner_client, owner):
    for n in range(3):
        create_scenario(owner, make_document(name=f"Appeal {n}"))
    page = owner_client.get(reverse("account_delete")).content.decode()
    assert "all 3 of its scenarios" in page


def test_deleting_the_account_deletes_its_scenarios_and_their_replays_and_logs_out(owner_client, owner, stranger):
    mine = create_scenario(owner, make_document())
    theirs = create_scenario(stranger, make_document(name="Someone else's"))
    replay_for(mine)
    response = owner_client.post(reverse("account_delete"), {"password": "owner-password-1"})
    assert response["Location"] == reverse("home")
    assert not get_user_model().objects.filter(username="owner").exists()
    assert list(Scenario.objects.all()) == [theirs]
    assert Replay.objects.count() == 0
    assert not owner_client.get(reverse("home")).context["user"].is_authenticated


def test_deleting_the_account_needs_its_password(owner_client, owner):
    create_scenario(owner, make_document())
    response = owner_client.post(reverse("account_delete"), {"password": "wrong"})
    assert response.status_code == 422
    assert get_user_model().objects.filter(pk=owner.pk).exists()
    assert Scenario.objects.filter(owner=owner).count() == 1


def test_deleting_the_account_needs_a_login_and_a_post(client):
    response = client.post(reverse("account_delete"), {"password": "x"})
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))


@pytest.mark.parametrize("url", [
    "/accounts/password_reset/", "/accounts/password_reset/done/", "/accounts/reset/MQ/set-password/", "/accounts/reset/done/",
])
def test_there_is_no_password_reset_by_email_so_its_urls_answer_404_not_500(url):
    """Accounts have no e-mail address, so django.contrib.auth's reset pages have nothing to do
    (and no templates): they are not served at all."""
    client = Client(raise_request_exception=False)
    assert client.get(url).status_code == 404
    assert client.post(url, {"email": "judge@example.com"}).status_code == 404


@pytest.mark.django_db(transaction=True)
def test_an_account_that_fails_to_delete_keeps_its_scenarios(owner_client, owner, monkeypatch):
    create_scenario(owner, make_document())

    def refuse(self, *args, **kwargs):
        raise RuntimeError("the database refused")

    monkeypatch.setattr(get_user_model(), "delete", refuse)
    with pytest.raises(RuntimeError):
        owner_client.post(reverse("account_delete"), {"password": "owner-password-1"})
    assert Scenario.objects.filter(owner=owner).count() == 1
