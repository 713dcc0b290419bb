"""A file cut short anywhere is refused, and the loaded copy and its index stay as they were."""
from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from rules_corpus import indexing
from rules_corpus.importer import import_corpus
from rules_corpus.models import Corpus, GlossaryEntry, Rule
from rules_corpus.parser import ParseError, parse_file
from tests.conftest import SHARED_CR, shared_cr

JUNE_2026 = "MagicCompRules-20260619.txt"


@pytest.fixture(scope="module")
def _june_2026_module(django_db_setup, django_db_blocker, tmp_path_factory):
    from django.test import override_settings

    with override_settings(SEARCH_INDEX_DIR=tmp_path_factory.mktemp("index-2026")):
        with django_db_blocker.unblock():
            (corpus,) = import_corpus([shared_cr(JUNE_2026)])
        yield corpus
        with django_db_blocker.unblock():
            Corpus.objects.all().delete()


@pytest.fixture
def june_2026(db, _june_2026_module):
    return _june_2026_module


def cut(tmp_path, share: float):
    data = shared_cr(JUNE_2026).read_bytes()
    path = tmp_path / f"MagicCompRules 20260619 cut {int(share * 100)}.txt"
    path.write_bytes(data[: int(len(data) * share)])
    return path


def state(corpus):
    return (
        list(Corpus.objects.values_list("pk", "slug", "rule_count", "is_active")),
        Rule.objects.filter(corpus=corpus).count(),
        GlossaryEntry.objects.filter(corpus=corpus).count(),
        indexing.search_corpus(corpus, "trample", 1, 5).total,
        sorted(p.name for p in indexing.index_dir_for(corpus).iterdir()),
    )


@pytest.mark.parametrize(
    "share, missing",
    [
        (0.05, r"138 of the 147 sections its contents list are not in its body \(109, 110"),
        (0.60, r"49 of the 147 sections its contents list are not in its body \(703, 704"),
        (0.95, r"its contents list the Credits, which is not in the file; the text stops at line \d+, inside the Glossary"),
    ],
)
def test_a_cut_short_copy_is_refused_naming_what_is_missing_and_the_loaded_copy_stays(
    june_2026, tmp_path, share, missing
):
    before = state(june_2026)
    with pytest.raises(ParseError, match=missing) as caught:
        import_corpus([cut(tmp_path, share)])
    assert caught.value.line is not None
    assert state(june_2026) == before
    assert before[1] == 3309


def test_the_import_command_refuses_a_cut_short_copy_and_says_nothing_changed(june_2026, tmp_path):
    with pytest.raises(CommandError, match=r"cut short.*line \d+.*Nothing was changed"):
        call_command("import_rules", str(cut(tmp_path, 0.6)), verbosity=0)
    assert Corpus.objects.get(slug="cr-2026-06-19").rule_count == 3309


@pytest.mark.parametrize("path", sorted(SHARED_CR.glob("*.txt")), ids=lambda p: p.name)
def test_every_complete_official_file_passes_the_completeness_check(path):
    corpus = parse_file(path)
    assert len(corpus.rules) > 1000 and corpus.glossary and corpus.credits
