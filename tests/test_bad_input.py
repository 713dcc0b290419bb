"""A NUL byte in any query parameter or form field is a 400 (in the path, the ordinary
404), on SQLite as on PostgreSQL, where it reached a query and gave a 500."""
import pytest
from django.test import Client

from rulings.models import Scenario

pytestmark = pytest.mark.django_db


def test_a_nul_in_the_edition_parameter_of_a_rule_page_is_a_400(client, seed_corpus):
    response = client.get("/rules/409.1a", {"edition": "\x00"})
    assert response.status_code == 400
    assert b"NUL" in response.content


@pytest.mark.parametrize("fields", [{"from": "\x00", "to": "seed-2007-02-01"}, {"from": "seed-2007-02-01", "to": "a\x00b"}])
def test_a_nul_in_the_diff_forms_fields_is_a_400(client, seed_corpus, fields):
    assert client.get("/diff/", fields).status_code == 400


def test_a_nul_in_a_parameters_name_is_a_400(client, seed_corpus):
    assert client.get("/search?q=combat&x%00=1").status_code == 400


def test_a_nul_in_a_posted_field_is_a_400_and_changes_nothing(owner_client):
    response = owner_client.post("/scenarios/new", {"name": "Bolt\x00", "question": "Does it die?"})
    assert response.status_code == 400
    assert Scenario.objects.count() == 0


def test_a_nul_in_the_login_form_is_a_400(db):
    response = Client().post("/accounts/login/", {"username": "judge\x00", "password": "x"})
    assert response.status_code == 400


@pytest.mark.parametrize("path", ["/rules/409.1a%00", "/rules/%00/", "/api/rules/409.1a%00", "/diff/a%00/b", "/scenarios/1%00/"])
def test_a_nul_in_the_path_is_the_ordinary_404(client, seed_corpus, path):
    assert client.get(path).status_code == 404


def test_a_scenario_number_past_the_databases_integers_is_the_ordinary_404(client, db):
    assert client.get("/scenarios/99999999999999999999999/steps/0").status_code == 404


ODD_VALUES = ["%ff%fe", "9999-99-99", "0000-00-00", "2026-02-30", "-1", "1e309", "x" * 5000, "%e2%80%ae", "' OR 1=1 --"]


@pytest.mark.parametrize("value", ODD_VALUES)
def test_odd_values_in_the_parameters_never_give_a_500(client, seed_corpus, value):
    for url in [
        f"/rules/409.1a?edition={value}",
        f"/diff/?from={value}&to={value}",
        f"/search?q={value}&page={value}&edition={value}",
        f"/api/search?q={value}&page={value}&per_page={value}",
        f"/scenarios/cards?q={value}",
    ]:
        assert client.get(url).status_code < 500, url
