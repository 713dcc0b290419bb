"""Numbering typos of real files import with a warning naming the line and the reading chosen."""
from __future__ import annotations

import pytest
from django.core.management import call_command

from rules_corpus.importer import ImportRefused, import_corpus
from rules_corpus.models import Corpus, Rule
from rules_corpus.parser import ParseError, parse_bytes, parse_file
from tests.conftest import shared_cr
from tests.rules_corpus.mini_edition import RULES_100, mini_edition


def test_the_2007_edition_reads_its_misfiled_432_2b_as_423_2b():
    """Real: line 1413 of the 2007 file prints "432.2b" between 423.2a and 423.3."""
    corpus = parse_file(shared_cr("MagicCompRules-20070201.txt"))
    rules = corpus.by_number()
    assert "432.2b" not in rules and rules["423.2b"].parent == "423.2"
    assert "line 1413: misprinted number 432.2b read as 423.2b (a subrule filed under rule 423.2)" in corpus.warnings


def test_the_2007_edition_reads_606_space_8b_as_606_8b():
    """Real: line 2339 of the 2007 file prints "606. 8b"."""
    corpus = parse_file(shared_cr("MagicCompRules-20070201.txt"))
    assert corpus.by_number()["606.8b"].parent == "606.8"
    assert "line 2339: stray space in the number 606.8b" in corpus.warnings


def test_a_subrule_without_its_rule_digits_is_read_under_the_rule_above():
    text = RULES_100.replace("100.1b A multiplayer", "100.b A multiplayer")
    corpus = parse_bytes(mini_edition(rules_100=text), "typo.txt")
    rules = corpus.by_number()
    assert rules["100.1b"].text.startswith("A multiplayer game") and rules["100.1b"].parent == "100.1"
    assert any(
        w.startswith("line ") and "subrule 100.b has no rule number; read as 100.1b" in w for w in corpus.warnings
    )


def test_a_subrule_filed_under_the_wrong_rule_is_read_under_the_rule_it_sits_in():
    """"100.25b" among 100.1's subrules: no single typo explains it, its place does."""
    text = RULES_100.replace(
        "100.1b A multiplayer game is a game that begins with more than two players.",
        "100.25b A multiplayer game is a game that begins with more than two players.\n\n100.1c Third.",
    )
    corpus = parse_bytes(mini_edition(rules_100=text), "typo.txt")
    rules = corpus.by_number()
    assert "100.25b" not in rules and rules["100.1b"].text.startswith("A multiplayer game")
    assert "line 21: misprinted number 100.25b read as 100.1b (a subrule filed under rule 100.1)" in corpus.warnings


def test_a_misfiled_subrule_that_fits_no_reading_is_still_refused_with_its_line():
    text = RULES_100.replace("100.1b A multiplayer", "100.1a A multiplayer")
    with pytest.raises(ParseError, match=r"line \d+: rule numbers out of order: 100.1a repeats after 100.1a"):
        parse_bytes(mini_edition(rules_100=text), "typo.txt")


def test_the_import_command_prints_each_typo_warning(db, search_index_dir, tmp_path, capsys):
    path = tmp_path / "typo.txt"
    path.write_bytes(mini_edition(rules_100=RULES_100.replace("100.1b A multi", "100.b A multi")))
    call_command("import_rules", str(path))
    assert "warning: line 21: subrule 100.b has no rule number; read as 100.1b" in capsys.readouterr().err
    assert Rule.objects.filter(number="100.1b").exists()


def write(tmp_path, name, data):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_a_copy_with_fewer_rules_does_not_replace_a_loaded_edition(db, search_index_dir, tmp_path):
    (full,) = import_corpus([write(tmp_path, "full.txt", mini_edition())])
    smaller = RULES_100.replace("\n\n100.1b A multiplayer game is a game that begins with more than two players.", "")
    with pytest.raises(ImportRefused, match=r"cr-2026-06-19 is loaded with 8 rules and smaller.txt has 7.*--replace"):
        import_corpus([write(tmp_path, "smaller.txt", mini_edition(rules_100=smaller))])
    assert list(Corpus.objects.values_list("pk", "rule_count")) == [(full.pk, 8)]


def test_replace_lets_a_copy_with_fewer_rules_replace_the_loaded_edition(db, search_index_dir, tmp_path):
    import_corpus([write(tmp_path, "full.txt", mini_edition())])
    smaller = RULES_100.replace("\n\n100.1b A multiplayer game is a game that begins with more than two players.", "")
    call_command("import_rules", "--replace", str(write(tmp_path, "smaller.txt", mini_edition(rules_100=smaller))))
    assert list(Corpus.objects.values_list("slug", "rule_count")) == [("cr-2026-06-19", 7)]


def test_a_subrule_missing_one_digit_of_its_rule_is_read_under_the_rule_above():
    """"100.1a" printed for 100.12a, right under rule 100.12."""
    text = RULES_100 + "\n\n100.12. A rule of its own.\n\n100.1a Its first subrule, misprinted."
    corpus = parse_bytes(mini_edition(rules_100=text), "typo.txt")
    rules = corpus.by_number()
    assert rules["100.12a"].text == "Its first subrule, misprinted." and rules["100.12a"].parent == "100.12"
    assert rules["100.1a"].text.startswith("A two-player game")
    assert "line 27: misprinted number 100.1a read as 100.12a (a subrule filed under rule 100.12)" in corpus.warnings
