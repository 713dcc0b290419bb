"""Damaged rules files fail with the file, the line and what is wrong."""
from __future__ import annotations

import pytest

from rules_corpus.parser import ParseError, parse_file, parse_text

HEAD = """Magic: The Gathering Comprehensive Rules

These rules are effective as of June 19, 2026.

1. Game Concepts

100. General
"""  # the body's "100. General" is line 7


def write(tmp_path, text: str, name: str = "MagicCompRules.txt"):
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return path


def raised(path) -> ParseError:
    with pytest.raises(ParseError) as caught:
        parse_file(path)
    return caught.value


def test_binary_file(tmp_path):
    path = tmp_path / "rules.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    error = raised(path)
    assert error.line == 3
    assert str(error) == f"{path}, line 3: not a text file (it contains NUL bytes)"


def test_empty_file(tmp_path):
    path = write(tmp_path, "")
    assert str(raised(path)) == f"{path}, line 1: empty file"


def test_file_of_blank_lines_is_empty(tmp_path):
    path = write(tmp_path, "\r\n  \r\n\r\n")
    assert str(raised(path)) == f"{path}, line 1: empty file (no text)"


def test_binary_file_without_nul_bytes(tmp_path):
    path = tmp_path / "rules.bin"
    path.write_bytes(b"GIF89a\n\n" + bytes(range(1, 9)) * 40)
    error = raised(path)
    assert error.line == 3
    assert str(error).startswith(f"{path}, line 3: not a text file")


def test_no_rules_at_all(tmp_path):
    path = write(tmp_path, "Magic: The Gathering Comprehensive Rules\n\nJust a letter.\nNo rules.\n")
    error = raised(path)
    assert error.line == 4  # the end of the file was reached without a rule
    assert str(error) == f"{path}, line 4: no numbered rules found"


def test_rule_number_going_backwards(tmp_path):
    body = "\n100.1. First.\n\n100.2. Second.\n\n100.3. Third.\n\n100.1. First again.\n\n100.2. Second again.\n"
    path = write(tmp_path, HEAD + body)
    error = raised(path)
    assert error.line == 15
    assert "rule numbers out of order: 100.1 goes backwards after 100.3" in str(error)
    assert str(path) in str(error)


def test_rule_number_repeated(tmp_path):
    body = "\n100.1. First.\n\n100.2. Second.\n\n100.2. Second again.\n\n101. Next\n"
    error = raised(write(tmp_path, HEAD + body))
    assert error.line == 13
    assert "100.2 repeats after 100.2" in str(error)


def test_section_out_of_its_chapter_order(tmp_path):
    body = "\n100.1. First.\n\n2. Parts of the Game\n\n200. General\n\n200.1. One.\n\n1. Game Concepts again\n\n100.2. Two.\n"
    error = raised(write(tmp_path, HEAD + body))
    assert error.line == 17


def test_unparseable_line_in_the_rules_body(tmp_path):
    body = "\n100.1. First.\n\nThis line is neither a rule nor an example.\n\n100.2. Second.\n"
    path = write(tmp_path, HEAD + body)
    error = raised(path)
    assert error.line == 11
    assert "unparseable line in the rules body" in str(error)
    assert "This line is neither" in str(error)


def test_section_number_without_a_period_is_unparseable(tmp_path):
    error = raised(write(tmp_path, HEAD + "\n100.1. First.\n\n101 Next Section\n"))
    assert error.line == 11


def test_an_example_after_a_blank_line_belongs_to_the_entry_before(tmp_path):
    body = "\n100.1. First.\n\nExample: one.\nExample: two.\n\n100.2. Second.\n"
    corpus = parse_file(write(tmp_path, HEAD + body))
    assert corpus.by_number()["100.1"].examples == ["one.", "two."]
    assert corpus.by_number()["100.2"].examples == []


def test_parse_text_names_its_source():
    with pytest.raises(ParseError, match=r"^pasted\.txt, line 3: unparseable"):
        parse_text("100. General\n100.1. One.\nwrong\n", "pasted.txt")


def test_a_single_misprinted_number_is_read_as_the_one_it_means(tmp_path):
    """The 2007 edition prints "432.2b" between 423.2a and 423.3."""
    body = "\n100.1. First.\n\n100.2a One.\n\n120.2b Two (a misprint).\n\n100.3. Three.\n"
    corpus = parse_file(write(tmp_path, HEAD + body))
    assert [rule.number for rule in corpus.rules] == ["1", "100", "100.1", "100.2a", "100.2b", "100.3"]
    assert corpus.by_number()["100.2b"].parent == "100.2"
    assert any("120.2b read as 100.2b" in warning for warning in corpus.warnings)


def test_a_stray_space_inside_a_number_is_read_as_the_subrule(tmp_path):
    """The 2007 edition prints "606. 8b Players win ..."."""
    body = "\n100.1. First.\n\n100.1a One.\n\n100. 1b Two.\n\n100.2. Three.\n"
    corpus = parse_file(write(tmp_path, HEAD + body))
    assert corpus.by_number()["100.1b"].text == "Two."


def test_the_contents_are_skipped(tmp_path):
    text = HEAD.replace("1. Game Concepts\n", "Contents\n\n1. Game Concepts\n100. General\nGlossary\nCredits\n\n1. Game Concepts\n", 1)
    ending = "\nGlossary\n\nTerm\nWhat it means.\n\nCredits\n\nEveryone\n"
    corpus = parse_file(write(tmp_path, text + "\n100.1. First.\n" + ending))
    assert [rule.number for rule in corpus.rules] == ["1", "100", "100.1"]
    assert corpus.rules[0].line == 12
