"""The compare page (/scenarios/<id>/compare) and the edition a replay names."""
import json

import pytest
from django.urls import reverse

from rulings.engine.scenario import SCENARIO_DIR
from rulings.models import Visibility
from rulings.services import sharing, store
from tests.rulings.scenario_fixtures import make_document

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def public(owner, document):
    scenario = store.create_scenario(owner, document)
    sharing.set_visibility(scenario, Visibility.PUBLIC)
    return scenario


@pytest.fixture
def mana_burn(owner):
    return public(owner, json.loads((SCENARIO_DIR / "mana_burn_kills_at_one_life.json").read_text()))


def page(client, name, scenario, *args, **headers):
    response = client.get(reverse(name, args=[scenario.pk, *args]), headers=headers)
    assert response.status_code == 200
    return response.content.decode()


def test_the_compare_page_shows_the_first_step_where_the_editions_part(client, mana_burn):
    body = page(client, "rulings:compare", mana_burn)
    assert "They part at" in body and "step 5" in body
    assert "Comprehensive Rules, February 1, 2007" in body and "Comprehensive Rules effective June 19, 2026" in body
    assert "mana burn, Bob loses 1 life" in body and "Bob loses no life" in body


def test_each_side_cites_its_own_editions_numbers_and_links_into_that_edition(client, mana_burn):
    body = page(client, "rulings:compare", mana_burn)
    assert 'href="/rules/300.3?edition=2007-02-01"' in body  # pinned: the pages read the newest edition
    assert 'href="/rules/500.5?edition=2026-06-19"' in body


def test_a_link_into_an_edition_that_is_not_loaded_says_so(client, mana_burn):
    body = page(client, "rulings:compare", mana_burn)
    assert "the Comprehensive Rules effective June 19, 2026 are not loaded here" in body


def test_the_compare_page_lists_the_final_difference(client, mana_burn):
    body = page(client, "rulings:compare", mana_burn)
    assert "Bob: 0 life, lost the game under the 2007 rules; 1 life under the 2026 rules." in body


def test_a_scenario_both_editions_play_alike_says_so(owner_client, scenario):
    body = page(owner_client, "rulings:compare", scenario)
    assert "play this scenario the same way" in body


def test_with_htmx_the_compare_page_answers_with_its_partial(client, mana_burn):
    response = client.get(reverse("rulings:compare", args=[mana_burn.pk]), headers=HTMX)
    body = response.content.decode()
    assert 'id="comparison"' in body and "<html" not in body
    assert "HX-Request" in response.headers.get("Vary", "")


def test_the_replay_names_its_edition(client, mana_burn, owner):
    assert "Played under the Comprehensive Rules, February 1, 2007." in page(client, "rulings:step", mana_burn, 0)
    modern = public(owner, make_document(rules="2026-06-19"))
    body = page(client, "rulings:step", modern, 0)
    assert "Played under the Comprehensive Rules effective June 19, 2026." in body


def test_a_2026_replay_links_its_citations_with_the_edition(client, owner):
    modern = public(owner, make_document(rules="2026-06-19"))
    body = page(client, "rulings:step", modern, 0)
    assert "?edition=2026-06-19" in body


def test_the_overview_offers_the_comparison(client, mana_burn):
    body = page(client, "rulings:scenario_detail", mana_burn)
    assert reverse("rulings:compare", args=[mana_burn.pk]) in body


def test_a_2026_replay_names_the_zones_battlefield_and_exile(client, owner):
    modern = public(owner, make_document(rules="2026-06-19"))
    body = page(client, "rulings:step", modern, 0)
    assert "Battlefield" in body and "In play" not in body


def test_a_private_scenario_compares_for_its_owner_only(client, stranger, owner):
    private = store.create_scenario(owner, make_document())
    assert client.get(reverse("rulings:compare", args=[private.pk])).status_code == 404
    client.force_login(stranger)
    assert client.get(reverse("rulings:compare", args=[private.pk])).status_code == 404
    client.force_login(owner)
    assert client.get(reverse("rulings:compare", args=[private.pk])).status_code == 200


def test_a_scenario_shared_by_link_compares_through_its_link(client, owner):
    scenario = store.create_scenario(owner, json.loads((SCENARIO_DIR / "mana_burn_kills_at_one_life.json").read_text()))
    sharing.set_visibility(scenario, Visibility.LINK)
    scenario.refresh_from_db()
    response = client.get(reverse("rulings:shared_compare", args=[scenario.share_token]))
    assert response.status_code == 200 and "They part at" in response.content.decode()
    assert "private" in response.headers.get("Cache-Control", "")
    detail = client.get(reverse("rulings:shared_detail", args=[scenario.share_token])).content.decode()
    assert reverse("rulings:shared_compare", args=[scenario.share_token]) in detail


def test_a_2007_replay_links_into_2007_while_another_edition_is_active(client, mana_burn):
    from rules_corpus.models import Corpus

    Corpus.objects.create(slug="cr-2026-06-19", name="Comprehensive Rules effective June 19, 2026",
                          effective_date="2026-06-19", is_active=True)
    body = page(client, "rulings:compare", mana_burn)
    assert 'href="/rules/300.3?edition=2007-02-01"' in body
    assert 'href="/rules/500.5?edition=2026-06-19"' in body
