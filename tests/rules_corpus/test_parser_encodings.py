"""The same rules, saved in every encoding and line ending a judge may meet,
parse to the same corpus."""
from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from rules_corpus.parser import parse_bytes, parse_file

CR_DIR = Path(__file__).resolve().parents[2] / ".." / "shared" / "cr"

# A miniature edition with the modern layout and the characters that differ
# between encodings (’ “ ” — – é â ™).
MINI = """Magic: The Gathering Comprehensive Rules

These rules are effective as of June 19, 2026.

Introduction

This document is the ultimate authority for Magic: The Gathering™ play.

Contents

1. Game Concepts
100. General
101. The Magic Golden Rules

Glossary

Credits

1. Game Concepts

100. General

100.1. These Magic rules apply to any Magic game with two or more players.

100.1a A two-player game is a game that begins with only two players.
Example: Séance’s “trigger” — it still applies.

100.2. To play, each player needs their own deck of traditional Magic cards.
     A second paragraph of 100.2 – indented.

101. The Magic Golden Rules

101.1. Whenever a card’s text directly contradicts these rules, the card takes precedence. See rule 100.1a.

Glossary

Abandon
To turn a face-up ongoing scheme card face down. See rule 701.33, “Abandon.”

Control, Controller
“Control” is the system that determines who gets to use an object in the game.

Credits

Magic: The Gathering Original Game Design: Richard Garfield, with El-Hajjâj.
"""


def summary(corpus):
    return (
        corpus.effective_date,
        [(r.number, r.kind, r.text, r.title, r.parent, r.examples, r.references) for r in corpus.rules],
        [(g.term, g.text, g.aliases) for g in corpus.glossary],
        corpus.introduction,
        corpus.credits,
    )


def encode(text: str, codec: str, newline: str) -> bytes:
    text = text.replace("\n", newline)
    if codec == "utf-8-sig":
        return b"\xef\xbb\xbf" + text.encode("utf-8")
    if codec in ("utf-16-le-bom", "utf-16-be-bom"):
        base = codec[: -len("-bom")]
        return ("\ufeff" + text).encode(base)
    return text.encode(codec)


CODECS = ["utf-8", "utf-8-sig", "utf-16-le-bom", "utf-16-be-bom", "utf-16-le", "utf-16-be", "cp1252", "mac_roman"]
NEWLINES = {"LF": "\n", "CRLF": "\r\n", "CR": "\r"}


@pytest.fixture(scope="module")
def reference_summary():
    return summary(parse_bytes(MINI.encode("utf-8"), "mini.txt"))


def test_the_miniature_edition_parses(reference_summary):
    date, rules, glossary, intro, credits = reference_summary
    assert date == dt.date(2026, 6, 19)
    assert [rule[0] for rule in rules] == ["1", "100", "100.1", "100.1a", "100.2", "101", "101.1"]
    assert rules[3][5] == ["Séance’s “trigger” — it still applies."]
    assert rules[4][2].endswith("\nA second paragraph of 100.2 – indented.")
    assert glossary[1][2] == ["Control", "Controller"]
    assert "El-Hajjâj" in credits


@pytest.mark.parametrize("newline", NEWLINES.values(), ids=NEWLINES.keys())
@pytest.mark.parametrize("codec", CODECS)
def test_every_encoding_and_line_ending_parses_the_same(codec, newline, reference_summary, tmp_path):
    path = tmp_path / "MagicCompRules.txt"
    path.write_bytes(encode(MINI, codec, newline))
    corpus = parse_file(path)
    assert summary(corpus) == reference_summary


def test_mixed_cr_and_crlf_parse_the_same(reference_summary):
    """20260116 style: bare CR mostly, some CRLF, and "\\r\\r\\n" for a line and a blank line."""
    text = MINI.replace("\n\n", "\r\r\n").replace("\n", "\r")
    corpus = parse_bytes(text.encode("utf-8"), "mixed.txt")
    assert summary(corpus) == reference_summary


def test_the_detected_encoding_is_reported():
    corpus = parse_bytes(encode(MINI, "mac_roman", "\r"), "mac.txt")
    assert corpus.encoding == "mac_roman"
    corpus = parse_bytes(encode(MINI, "cp1252", "\r\n"), "win.txt")
    assert corpus.encoding == "cp1252"


def test_a_real_edition_re_encoded_as_utf16_with_lf_parses_the_same(tmp_path):
    path = CR_DIR / "MagicCompRules-20260619.txt"
    if not path.exists():
        pytest.skip("20260619 is not here")
    original = parse_file(path)
    text = path.read_bytes().decode("utf-8-sig").replace("\r\n", "\n")
    copy = tmp_path / "copy.txt"
    copy.write_bytes(("\ufeff" + text).encode("utf-16-le"))
    again = parse_file(copy)
    assert again.encoding == "utf-16"
    assert summary(again) == summary(original)
    assert [rule.line for rule in again.rules] == [rule.line for rule in original.rules]
