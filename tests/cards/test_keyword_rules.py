"""Keywords find their rule by the rule titles of each real edition (not a table)."""
import pytest

from tests.conftest import shared_cr


@pytest.fixture(scope="module")
def _editions(django_db_setup, django_db_blocker, tmp_path_factory):
    """The complete February 2007 and June 2026 editions, imported once for this module."""
    from django.test import override_settings

    from rules_corpus.importer import import_corpus
    from rules_corpus.models import Corpus

    paths = [shared_cr("MagicCompRules-20070201.txt"), shared_cr("MagicCompRules-20260619.txt")]
    with override_settings(SEARCH_INDEX_DIR=tmp_path_factory.mktemp("index-cards")):
        with django_db_blocker.unblock():
            found = {str(corpus.effective_date): corpus for corpus in import_corpus(paths)}
        yield found
        with django_db_blocker.unblock():
            Corpus.objects.all().delete()


@pytest.fixture
def editions(db, _editions):
    return _editions


@pytest.mark.parametrize(
    "edition, keyword, number",
    [
        ("2026-06-19", "Flying", "702.9"),
        ("2026-06-19", "Scry", "701.22"),
        ("2026-06-19", "First strike", "702.7"),
        ("2007-02-01", "Flying", "502.4"),
        ("2007-02-01", "Scry", "502.36"),
    ],
)
def test_keyword_rule_is_read_from_the_edition(editions, edition, keyword, number):
    from cards.keywords import keyword_rules, rule_for

    assert rule_for(keyword, keyword_rules(editions[edition])) == number


def test_card_page_links_scry_to_the_rule_of_the_edition_read(client, editions, mtgjson_library):
    from rules_corpus.models import Corpus

    Corpus.objects.update(is_active=False)
    Corpus.objects.filter(pk=editions["2026-06-19"].pk).update(is_active=True)
    page = client.get("/cards/Preordain").content.decode()
    assert 'href="/rules/701.22" title="Rule 701.22">Scry</a>' in page
