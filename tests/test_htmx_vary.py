"""Every view that answers htmx with a partial says so in `Vary: HX-Request`, on the
whole page and on the partial alike, so no cache hands one to a reader who asked
for the other."""
import pytest
from django.urls import reverse
from django.utils.cache import has_vary_header

pytestmark = pytest.mark.django_db


def assert_varies_on_hx_request(client, url):
    for headers in ({}, {"HX-Request": "true"}):
        response = client.get(url, headers=headers)
        assert response.status_code == 200, (url, headers, response.status_code)
        assert has_vary_header(response, "HX-Request"), (url, headers)


def test_a_rule_page_varies_on_hx_request(client, seed_corpus):
    assert_varies_on_hx_request(client, reverse("rules_corpus:rule", args=["405.1"]))


def test_the_search_varies_on_hx_request(client, seed_corpus):
    assert_varies_on_hx_request(client, reverse("rules_corpus:search") + "?q=combat")


def test_a_replay_step_varies_on_hx_request(client, public_scenario):
    assert_varies_on_hx_request(client, reverse("rulings:step", args=[public_scenario.pk, 1]))


def test_a_replay_step_shared_by_link_varies_on_hx_request(client, scenario):
    from rulings.services.sharing import set_visibility

    set_visibility(scenario, "link")
    assert_varies_on_hx_request(client, reverse("rulings:shared_step", args=[scenario.share_token, 1]))


def test_the_card_picker_varies_on_hx_request(client):
    assert_varies_on_hx_request(client, reverse("rulings:card_search") + "?q=bear")


def test_the_builder_varies_on_hx_request(owner_client, scenario):
    assert_varies_on_hx_request(owner_client, reverse("rulings:object_edit", args=[scenario.pk, 0]))
