"""Anyone reads a public scenario; only its owner changes or deletes it; unknown ids are 404.
(Private and shared-by-link scenarios: tests/test_security_visibility.py.)"""
import pytest
from django.test import Client
from django.urls import reverse

from tests.rulings.scenario_fixtures import make_document

pytestmark = pytest.mark.django_db

WRITE_POSTS = [
    ("rulings:edit_details", {}, {"name": "Mine now", "question": ""}),
    ("rulings:edit_players", {}, {"name_0": "Eve", "life_0": "20", "name_1": "Bob", "life_1": "20"}),
    ("rulings:edit_turn", {}, {"number": "1", "active_player": "Alice", "phase": "precombat_main", "step": ""}),
    ("rulings:object_add", {}, {"new-object-card": "Forest", "new-object-owner": "Alice", "new-object-zone": "hand"}),
    ("rulings:object_edit", {"i": 0}, {"object-0-card": "Forest", "object-0-owner": "Alice", "object-0-zone": "hand"}),
    ("rulings:object_delete", {"i": 0}, {}),
    ("rulings:action_add", {}, {"new-action-type": "pass_priority", "new-action-player": "Alice"}),
    ("rulings:action_edit", {"i": 0}, {"action-0-type": "pass_priority", "action-0-player": "Alice"}),
    ("rulings:action_move", {"i": 0}, {"direction": "down"}),
    ("rulings:action_delete", {"i": 0}, {}),
    ("rulings:scenario_delete", {}, {}),
]


def test_anyone_logged_out_reads_a_public_scenario_and_a_step(client, public_scenario):
    scenario = public_scenario
    assert client.get(reverse("rulings:scenario_detail", args=[scenario.pk])).status_code == 200
    assert client.get(reverse("rulings:step", args=[scenario.pk, 1])).status_code == 200
    assert client.get(reverse("rulings:scenario_export", args=[scenario.pk])).status_code == 200


def test_a_logged_out_visitor_sees_no_edit_link(client, public_scenario):
    scenario = public_scenario
    page = client.get(reverse("rulings:scenario_detail", args=[scenario.pk])).content.decode()
    assert reverse("rulings:scenario_edit", args=[scenario.pk]) not in page


def test_another_user_is_refused_the_builder_page_of_a_public_scenario(stranger_client, public_scenario):
    scenario = public_scenario
    response = stranger_client.get(reverse("rulings:scenario_edit", args=[scenario.pk]))
    assert response.status_code == 403


@pytest.mark.parametrize("name,kwargs,data", WRITE_POSTS, ids=[w[0] for w in WRITE_POSTS])
def test_another_user_is_refused_every_change_to_a_public_scenario(stranger_client, public_scenario, name, kwargs, data):
    scenario = public_scenario
    before = scenario.document
    response = stranger_client.post(reverse(name, kwargs={"pk": scenario.pk, **kwargs}), data)
    assert response.status_code == 403
    scenario.refresh_from_db()
    assert scenario.document == before


def test_another_user_is_refused_the_delete_confirmation(stranger_client, public_scenario):
    scenario = public_scenario
    assert stranger_client.get(reverse("rulings:scenario_delete", args=[scenario.pk])).status_code == 403


def test_a_logged_out_visitor_is_sent_to_log_in_before_editing(client, scenario):
    response = client.post(reverse("rulings:edit_details", args=[scenario.pk]), {"name": "x"})
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


def test_nobody_may_change_an_example_scenario(owner_client, scenario):
    scenario.owner = None
    scenario.example_slug = "bolt"
    scenario.visibility = "public"
    scenario.save()
    assert owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).status_code == 403


@pytest.mark.parametrize(
    "name,kwargs",
    [
        ("rulings:scenario_detail", {}),
        ("rulings:step", {"n": 0}),
        ("rulings:scenario_export", {}),
        ("rulings:scenario_edit", {}),
        ("rulings:scenario_delete", {}),
        ("rulings:action_edit", {"i": 0}),
        ("rulings:object_edit", {"i": 0}),
    ],
)
def test_an_unknown_scenario_id_is_404(owner_client, name, kwargs):
    assert owner_client.get(reverse(name, kwargs={"pk": 999999, **kwargs})).status_code == 404


def test_forking_an_unknown_scenario_is_404(owner_client):
    assert owner_client.post(reverse("rulings:scenario_fork", args=[999999])).status_code == 404


def test_a_step_past_the_end_is_404(client, public_scenario):
    scenario = public_scenario
    last = len(scenario.document["actions"])
    assert client.get(reverse("rulings:step", args=[scenario.pk, last])).status_code == 200
    assert client.get(reverse("rulings:step", args=[scenario.pk, last + 1])).status_code == 404


def test_an_unknown_action_or_object_index_is_404(owner_client, scenario):
    assert owner_client.get(reverse("rulings:action_edit", args=[scenario.pk, 99])).status_code == 404
    assert owner_client.post(reverse("rulings:object_delete", args=[scenario.pk, 99])).status_code == 404


def test_a_post_without_the_csrf_token_is_refused(owner, scenario):
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner)
    response = client.post(reverse("rulings:edit_details", args=[scenario.pk]), {"name": "No token"})
    assert response.status_code == 403
    scenario.refresh_from_db()
    assert scenario.name == "Bolt the bear"


def test_every_builder_form_carries_a_csrf_token(owner_client, scenario):
    page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert page.count("<form") == page.count('name="csrfmiddlewaretoken"') + page.count('method="get"')
