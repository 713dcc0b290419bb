"""Decoding rules files and splitting their lines."""
from __future__ import annotations

from pathlib import Path

import pytest

from rules_corpus.parser import ParseError
from rules_corpus.parser.textio import decode_rules_bytes, split_lines

CR_DIR = Path(__file__).resolve().parents[2] / ".." / "shared" / "cr"

SAMPLE = "The card’s “Séance” text — and Hajjâj’s – don’t forget™.\nIt’s a “test”."


def test_split_lines_on_lf():
    assert split_lines("a\nb\n") == ["a", "b"]


def test_split_lines_on_crlf():
    assert split_lines("a\r\nb\r\n") == ["a", "b"]


def test_split_lines_on_bare_cr():
    assert split_lines("a\rb\r") == ["a", "b"]


def test_split_lines_cr_then_crlf_is_a_line_and_a_blank_line():
    assert split_lines("Rules.\r\r\nNext\rlast") == ["Rules.", "", "Next", "last"]


def test_split_lines_keeps_form_feeds_and_unicode_separators_inside_a_line():
    assert split_lines("a\x0cb\u2028c\x85d\n") == ["a\x0cb\u2028c\x85d"]


def test_split_lines_counts_one_line_per_terminator():
    """20260116 ends with "Inc" and five bare CRs: five lines, as universal newlines counts."""
    assert split_lines("Inc\r\r\r\r\r") == ["Inc", "", "", "", ""]


def test_utf8_with_bom():
    assert decode_rules_bytes(b"\xef\xbb\xbf" + SAMPLE.encode()) == (SAMPLE, "utf-8-sig")


def test_utf8_without_bom():
    assert decode_rules_bytes(SAMPLE.encode()) == (SAMPLE, "utf-8")


def test_plain_ascii_is_reported_as_ascii():
    assert decode_rules_bytes(b"100.1. Rules\r\n") == ("100.1. Rules\r\n", "ascii")


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_with_bom(codec):
    bom = "\ufeff".encode(codec)
    assert decode_rules_bytes(bom + SAMPLE.encode(codec)) == (SAMPLE, "utf-16")


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_is_recognised_by_its_nul_bytes(codec):
    assert decode_rules_bytes(SAMPLE.encode(codec)) == (SAMPLE, codec)


def test_utf32_with_bom():
    assert decode_rules_bytes(SAMPLE.encode("utf-32")) == (SAMPLE, "utf-32")


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_windows_1252_whatever_the_line_endings(newline):
    data = SAMPLE.replace("\n", newline).encode("cp1252")
    assert decode_rules_bytes(data) == (SAMPLE.replace("\n", newline), "cp1252")


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_mac_roman_whatever_the_line_endings(newline):
    data = SAMPLE.replace("\n", newline).encode("mac_roman")
    assert decode_rules_bytes(data) == (SAMPLE.replace("\n", newline), "mac_roman")


def test_utf8_with_one_damaged_byte_stays_utf8():
    data = (SAMPLE * 5).encode() + b" broken \xff byte"
    text, encoding = decode_rules_bytes(data)
    assert encoding == "utf-8 (invalid bytes replaced)"
    assert text == SAMPLE * 5 + " broken \ufffd byte"


def test_lone_circumflex_with_bare_cr_is_mac_roman():
    """The 2007 file: ASCII but for one 0x89 ("â" in Mac Roman, "‰" in Windows-1252)."""
    data = b"Creature types: Dwarf, El-Hajj\x89j, Elder\rNext line\r"
    text, encoding = decode_rules_bytes(data)
    assert encoding == "mac_roman"
    assert "El-Hajjâj" in text


def test_real_2007_edition_is_mac_roman():
    path = CR_DIR / "MagicCompRules-20070201.txt"
    if not path.exists():
        pytest.skip("the 2007 edition is not here")
    text, encoding = decode_rules_bytes(path.read_bytes(), str(path))
    assert encoding == "mac_roman"
    assert "El-Hajjâj" in text
    assert len(split_lines(text)) == 3718


def test_empty_data_is_an_error_naming_the_file():
    with pytest.raises(ParseError, match=r"rules\.txt, line 1: empty file"):
        decode_rules_bytes(b"", "rules.txt")


def test_nul_bytes_mean_binary_with_the_line_they_are_on():
    with pytest.raises(ParseError) as caught:
        decode_rules_bytes(b"PK\x03\x04 header\nsecond line\x00\x00\x01", "rules.zip")
    assert caught.value.line == 2
    assert "rules.zip, line 2: not a text file" in str(caught.value)


def test_control_bytes_mean_binary():
    data = bytes(range(1, 9)) * 50 + b"some text"
    with pytest.raises(ParseError, match="not a text file"):
        decode_rules_bytes(data, "image.gif")
