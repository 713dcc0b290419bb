"""The February 2007 and June 2026 editions loaded side by side: a rule page's history,
the API's lineage and the size of the diff pages (sizes, not times: bench/diff.py times them)."""
from __future__ import annotations

import re

import pytest

from tests.conftest import shared_cr

OLD, NEW = "cr-2007-02-01", "cr-2026-06-19"


@pytest.fixture(scope="module")
def _both_module(django_db_setup, django_db_blocker, tmp_path_factory):
    from django.test import override_settings

    from rules_corpus.importer import import_corpus
    from rules_corpus.models import Corpus

    old, new = shared_cr("MagicCompRules-20070201.txt"), shared_cr("MagicCompRules-20260619.txt")
    with override_settings(SEARCH_INDEX_DIR=tmp_path_factory.mktemp("index-lineage")):
        with django_db_blocker.unblock():
            import_corpus([old])
            import_corpus([new], keep_active=True)
        yield
        with django_db_blocker.unblock():
            Corpus.objects.all().delete()


@pytest.fixture
def both_editions(db, _both_module):
    """2007 (active) and June 2026 (read by default, the newest), imported once for this module."""


def _history(body: str) -> str:
    return body[body.index('class="rule-history"'):]


def test_a_2007_rule_page_shows_its_renumbered_2026_rule(client, both_editions):
    history = _history(client.get("/rules/408.1c?edition=2007-02-01").content.decode())
    assert '<a href="/rules/117.3a?edition=2026-06-19">117.3a</a>' in history
    assert "renumbered from 408.1c, words changed:" in history
    assert client.get("/rules/117.3a?edition=2026-06-19").status_code == 200


def test_a_number_reused_for_another_rule_is_not_in_its_history(client, both_editions):
    history = _history(client.get("/rules/506.4?edition=2007-02-01").content.decode())  # 2007: subgames
    assert "/rules/506.4?edition=2026-06-19" not in history
    assert "not in this edition: none of its rules has these words" in history


def test_the_api_gives_the_2026_number_of_a_2007_rule(client, both_editions):
    assert client.get("/api/rules/420.5a?edition=2007-02-01").json()["lineage"] == [{"edition": "2026-06-19", "number": "704.5a"}]


def test_the_2007_to_2026_diff_opens_as_a_jump_list_of_a_reasonable_size(client, both_editions):
    response = client.get(f"/diff/{OLD}/{NEW}")
    body = response.content.decode()
    assert response.status_code == 200 and len(response.content) < 50_000
    assert re.findall(r'href="\?chapter=(\d)"', body) == [str(n) for n in range(1, 10)]


def test_every_page_of_the_2007_to_2026_diff_is_of_a_reasonable_size(client, both_editions):
    from rules_corpus import diff, editions
    from rules_corpus.models import Corpus

    result = editions.edition_diff(Corpus.objects.get(slug=OLD), Corpus.objects.get(slug=NEW))
    assert len(result.moved) > 700  # renumbered and moved rules are moves, not removals and additions
    largest = max(diff.chapters(result, {}), key=lambda chapter: chapter.size)
    response = client.get(f"/diff/{OLD}/{NEW}", {"chapter": largest.number})
    assert response.status_code == 200 and len(response.content) < 250_000
