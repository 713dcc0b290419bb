import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rules_corpus import indexing
from rules_corpus.importer import ImportBusy, import_corpus, import_lock
from rules_corpus.models import Corpus, Reference, Rule
from rules_corpus.parser import ParseError
from tests.conftest import shared_cr


def test_import_without_paths_loads_the_seed_excerpt_and_makes_it_active(seed_corpus):
    assert seed_corpus.is_active
    assert seed_corpus.slug == "seed-2007-02-01"
    numbers = set(Rule.objects.filter(corpus=seed_corpus).values_list("number", flat=True))
    assert {"402.8g", "408.1c", "409.1b", "408"} <= numbers


def test_import_reports_references_outside_the_corpus(seed_corpus):
    missing = seed_corpus.outside_references
    assert "418.5" in missing and "407.1" in missing["418.5"]
    assert "420" in missing


def test_reimporting_the_same_edition_replaces_it(seed_corpus):
    (again,) = import_corpus()
    assert Corpus.objects.count() == 1
    assert again.is_active and again.slug == seed_corpus.slug


def test_cited_by_comes_from_references(seed_corpus):
    sources = Reference.objects.filter(corpus=seed_corpus, target_number="405.2").values_list(
        "source__number", flat=True
    )
    assert "407.2" in set(sources)


def test_rule_html_links_every_reference(seed_corpus):
    rule = Rule.objects.get(corpus=seed_corpus, number="407.1")
    assert 'href="/rules/418.5"' in rule.html


def test_import_rules_command_prints_progress_and_the_result(db, search_index_dir, capsys):
    call_command("import_rules")
    out, err = capsys.readouterr()
    assert "Parsing" in err and "Building the search index" in err
    assert "seed-2007-02-01" in out


def test_import_rules_if_empty_leaves_a_loaded_corpus_alone(seed_corpus, capsys):
    before = Corpus.objects.get().pk
    call_command("import_rules", "--if-empty")
    assert Corpus.objects.get().pk == before


def write(tmp_path, name, content: bytes):
    path = tmp_path / name
    path.write_bytes(content)
    return path


MALFORMED = {
    "binary.txt": b"\x00\x01\x02\xff" * 200,
    "empty.txt": b"",
    "no-rules.txt": b"Just a letter to a friend.\nNothing numbered here.\n",
}


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_file_fails_naming_the_file_and_changes_nothing(seed_corpus, tmp_path, name):
    path = write(tmp_path, name, MALFORMED[name])
    index_before = sorted(p.name for p in indexing.index_dir_for(seed_corpus).iterdir())
    with pytest.raises(ParseError) as raised:
        import_corpus([path])
    assert name in str(raised.value)
    assert list(Corpus.objects.values_list("pk", "is_active")) == [(seed_corpus.pk, True)]
    assert Rule.objects.filter(corpus=seed_corpus).count() == seed_corpus.rule_count
    assert sorted(p.name for p in indexing.index_dir_for(seed_corpus).iterdir()) == index_before


def test_out_of_order_rule_numbers_name_the_line(seed_corpus, tmp_path):
    text = (
        "Magic: The Gathering Comprehensive Rules\n\n"
        "1. Game Concepts\n\n100. General\n\n100.1. First rule.\n\n"
        "100.3. Third rule.\n\n100.2. Second rule, out of order.\n\n"
        "Glossary\n\nTerm\nA definition.\n"
    )
    path = write(tmp_path, "out-of-order.txt", text.encode())
    with pytest.raises(ParseError) as raised:
        import_corpus([path])
    assert raised.value.line == 11
    assert Corpus.objects.get().pk == seed_corpus.pk


def test_import_rules_command_turns_a_parse_error_into_a_clear_message(seed_corpus, tmp_path):
    path = write(tmp_path, "empty.txt", b"")
    with pytest.raises(CommandError, match=r"empty\.txt.*Nothing was changed"):
        call_command("import_rules", str(path))


def test_failed_index_build_rolls_back_the_import(seed_corpus, monkeypatch):
    def broken(corpus):
        raise OSError("disk full")

    monkeypatch.setattr(indexing, "build_corpus_index", broken)
    with pytest.raises(OSError):
        import_corpus([shared_cr("MagicCompRules-20090501.txt")])
    assert list(Corpus.objects.values_list("pk", flat=True)) == [seed_corpus.pk]


def test_keep_active_loads_a_second_edition_without_switching(seed_corpus):
    (old_edition,) = import_corpus([shared_cr("MagicCompRules-20090501.txt")], keep_active=True)
    assert not old_edition.is_active
    assert Corpus.active() == seed_corpus
    assert Corpus.objects.count() == 2


def test_importing_an_edition_makes_it_active(seed_corpus):
    (edition,) = import_corpus([shared_cr("MagicCompRules-20090501.txt")])
    assert edition.is_active and edition.slug == "cr-2009-05-01"
    seed_corpus.refresh_from_db()
    assert not seed_corpus.is_active


def test_second_import_waits_for_the_lock_then_gives_up_with_a_clear_message(seed_corpus):
    with import_lock():
        with pytest.raises(ImportBusy, match="another import"):
            import_corpus(lock_timeout=0.2)


def test_full_2007_edition_resolves_the_excerpts_outside_references(full_2007_corpus):
    numbers = set(Rule.objects.filter(corpus=full_2007_corpus).values_list("number", flat=True))
    assert {"418.5", "420.5a", "300.3", "410", "212.6", "502.5", "314.3"} <= numbers
    assert "418.5" not in full_2007_corpus.outside_references


def test_corpora_command_switches_the_active_edition(seed_corpus, capsys):
    (edition,) = import_corpus([shared_cr("MagicCompRules-20090501.txt")])
    call_command("corpora", "--activate", seed_corpus.slug)
    assert Corpus.active() == seed_corpus
    out = capsys.readouterr().out
    assert f"* {seed_corpus.slug}" in out and edition.slug in out


def test_corpora_command_names_the_loaded_ones_for_an_unknown_slug(seed_corpus):
    with pytest.raises(CommandError, match="seed-2007-02-01"):
        call_command("corpora", "--activate", "nope")


def test_skip_loaded_leaves_an_edition_already_loaded_alone(seed_corpus):
    (again,) = import_corpus(skip_loaded=True)
    assert again.pk == seed_corpus.pk
