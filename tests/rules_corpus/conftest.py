import pytest

from tests.conftest import shared_cr


@pytest.fixture(scope="module")
def _full_2007_module(django_db_setup, django_db_blocker, tmp_path_factory):
    """The complete 2007 edition, imported once for a module and removed after it."""
    from django.test import override_settings

    from rules_corpus.importer import import_corpus
    from rules_corpus.models import Corpus

    path = shared_cr("MagicCompRules-20070201.txt")
    with override_settings(SEARCH_INDEX_DIR=tmp_path_factory.mktemp("index-2007")):
        with django_db_blocker.unblock():
            (corpus,) = import_corpus([path])
        yield corpus
        with django_db_blocker.unblock():
            Corpus.objects.all().delete()


@pytest.fixture
def full_2007_corpus(db, _full_2007_module):
    """The complete 2007 edition (imported once per module), for one test."""
    return _full_2007_module
