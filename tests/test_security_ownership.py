"""Only a scenario's owner changes it: every URL of the scenario app, found from its
URLconf (so a new write view is covered the day it is added), is tried by a stranger
and by a logged-out visitor."""
import pytest
from django.urls import URLPattern, reverse

from rulings import urls as rulings_urls

pytestmark = pytest.mark.django_db

# Views a stranger may POST to without changing the scenario: forking copies it into
# the stranger's own scenarios (tested below to leave the original as it was).
NOT_A_CHANGE = {"scenario_fork"}
SAMPLE_ARGUMENTS = {"i": 0, "n": 1, "token": "no-such-token-no-such-token-0000"}


def scenario_patterns() -> list[URLPattern]:
    return [p for p in rulings_urls.urlpatterns if "pk" in p.pattern.converters]


def other_patterns() -> list[URLPattern]:
    return [p for p in rulings_urls.urlpatterns if "pk" not in p.pattern.converters]


def url_for(pattern: URLPattern, pk: int | None = None) -> str:
    kwargs = {"pk": pk} if pk is not None else {}
    for name in pattern.pattern.converters:
        if name != "pk":
            kwargs[name] = SAMPLE_ARGUMENTS[name]
    return reverse(f"{rulings_urls.app_name}:{pattern.name}", kwargs=kwargs)


def snapshot(scenario):
    scenario.refresh_from_db()
    return (scenario.name, scenario.document, scenario.owner_id, scenario.updated_at, scenario.visibility, scenario.share_token)


def test_the_urlconf_has_write_views_to_check():
    names = {p.name for p in scenario_patterns()}
    assert {"edit_details", "object_add", "action_delete", "scenario_delete"} <= names


@pytest.mark.parametrize("pattern", scenario_patterns(), ids=lambda p: p.name)
def test_a_stranger_cannot_change_or_fork_a_private_scenario_through_any_url(client, stranger, scenario, pattern):
    """Not even its existence: the same 404 as for a missing scenario (405 for a read-only URL)."""
    client.force_login(stranger)
    before = snapshot(scenario)
    response = client.post(url_for(pattern, scenario.pk), {"name": "Stolen", "direction": "down", "visibility": "public"})
    assert response.status_code in (404, 405), response.status_code
    assert snapshot(scenario) == before


@pytest.mark.parametrize("pattern", scenario_patterns(), ids=lambda p: p.name)
def test_a_stranger_cannot_change_a_public_scenario_through_any_url(client, stranger, public_scenario, pattern):
    scenario = public_scenario
    client.force_login(stranger)
    before = snapshot(scenario)
    response = client.post(url_for(pattern, scenario.pk), {"name": "Stolen", "direction": "down", "visibility": "private"})
    if pattern.name in NOT_A_CHANGE:
        assert response.status_code == 302
    else:
        assert response.status_code in (403, 405), response.status_code
    assert snapshot(scenario) == before


@pytest.mark.parametrize("pattern", scenario_patterns(), ids=lambda p: p.name)
def test_a_logged_out_visitor_is_sent_to_log_in_by_every_write_url(client, scenario, pattern):
    before = snapshot(scenario)
    url = url_for(pattern, scenario.pk)
    response = client.post(url, {"name": "Anonymous"})
    if response.status_code != 405:  # a read-only URL refuses POST outright
        assert response.status_code == 302
        assert response["Location"].startswith(reverse("login"))
    assert snapshot(scenario) == before


@pytest.mark.parametrize("pattern", other_patterns(), ids=lambda p: p.name)
def test_a_logged_out_visitor_creates_nothing(client, pattern, django_user_model):
    from rulings.models import Scenario

    response = client.post(url_for(pattern), {"name": "Anonymous"})
    assert response.status_code in (302, 405)
    assert Scenario.objects.count() == 0


def test_the_owner_can_post_to_the_builder(client, owner, scenario):
    client.force_login(owner)
    response = client.post(reverse("rulings:edit_details", args=[scenario.pk]), {"name": "Renamed", "question": ""})
    assert response.status_code in (200, 302)
    scenario.refresh_from_db()
    assert scenario.name == "Renamed"
