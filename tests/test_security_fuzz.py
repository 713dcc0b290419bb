"""The properties of bench/fuzz.py with fewer examples (the bench runs 10,000 each):
search never fails on its input, the parser fails only with a ParseError naming a line,
scenario validation refuses only with errors naming a field path."""
import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench import fuzz
from tests.test_deploy_support import on_postgres

# Parsing and searching do not depend on the database: once, on the SQLite pass of `make test`.
pytestmark = pytest.mark.skipif(on_postgres(), reason="runs on the SQLite pass")

FEW = settings(max_examples=60, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    return fuzz.seed_index(tmp_path_factory.mktemp("fuzz-index"))


@FEW
@given(query=fuzz.queries(), page=fuzz.pages)
def test_search_answers_any_query_and_page(index, query, page):
    assert fuzz.check_search(index, query, page) in {"number", "hits", "none"}


@FEW
@given(data=fuzz.rules_files())
def test_the_parser_fails_only_with_a_parse_error_naming_a_line(data):
    assert fuzz.check_parser(data) in {"parsed", "parse error"}


@FEW
@given(document=fuzz.scenario_documents())
def test_scenario_validation_refuses_only_with_errors_naming_a_field_path(document):
    assert fuzz.check_scenario(document) in {"loaded", "refused"}


def test_a_missing_required_field_is_named_by_its_path():
    document = fuzz.example_documents()[0]
    del document["turn"]["active_player"]
    assert fuzz.check_scenario(document) == "refused"


def test_a_parse_error_names_the_damaged_line():
    from rules_corpus.parser import ParseError, parse_bytes

    with pytest.raises(ParseError) as raised:
        parse_bytes(b"\x00\x01 not rules", "damaged.txt")
    assert raised.value.line == 1


@pytest.mark.django_db
@settings(max_examples=25, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(query=fuzz.queries(), page=st.one_of(st.integers(-10, 10**20).map(str), st.text(max_size=8)))
def test_the_search_page_and_api_answer_any_query_and_page(client, seed_corpus, query, page):
    params = {"q": query, "page": page}
    page_response = client.get(reverse("rules_corpus:search"), params, HTTP_HX_REQUEST="true")
    api_response = client.get(reverse("rules_corpus:api_search"), params)
    assert page_response.status_code == 200
    assert api_response.status_code in (200, 400)
