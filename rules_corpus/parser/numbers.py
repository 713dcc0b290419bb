"""Comprehensive Rules numbers: canonical form, order, parents, letter ranges.

Numbers look like "4" (chapter), "408" (section), "408.1" (rule) and
"408.1c" (subrule). Subrule letters run a, b, ... z but skip "l" and "o" (so
they cannot be mistaken for 1 and 0); ranges such as "603.7d-f" follow that
alphabet.
"""
from __future__ import annotations

import re

from .model import CHAPTER, RULE, SECTION, SUBRULE

# the subrule alphabet: no "l", no "o"
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"
_LETTER_INDEX = {letter: i for i, letter in enumerate(SUBRULE_LETTERS)}

_NUMBER = re.compile(r"([1-9]\d{2}|[1-9]\d?)(?:\.([1-9]\d{0,2})([a-zA-Z])?)?")
# The longest range we expand; a longer one is a misreading, not a citation.
MAX_RANGE = 60


def normalize_number(text: str) -> str | None:
    """Canonical form of a rule number, or None if `text` is not one.

    "408.1c." -> "408.1c", "408.1C" -> "408.1c", " 408. " -> "408". Only the
    number itself: "rule 408.1" is None. A rule part ("408.1") needs a
    three-digit section; a chapter is one or two digits.
    """
    if not isinstance(text, str):
        return None
    text = text.strip().rstrip(".")
    match = _NUMBER.fullmatch(text)
    if not match:
        return None
    head, rule, letter = match.groups()
    if rule is None:
        return head
    if len(head) != 3:
        return None
    return f"{head}.{rule}{letter.lower() if letter else ''}"


def _parts(number: str) -> tuple[str, str | None, str | None]:
    canonical = normalize_number(number)
    if canonical is None:
        raise ValueError(f"not a rule number: {number!r}")
    match = _NUMBER.fullmatch(canonical)
    return match.group(1), match.group(2), match.group(3)


def kind_of(number: str) -> str:
    """CHAPTER, SECTION, RULE or SUBRULE; ValueError for a non-number."""
    head, rule, letter = _parts(number)
    if rule is None:
        return SECTION if len(head) == 3 else CHAPTER
    return SUBRULE if letter else RULE


def parent_of(number: str) -> str | None:
    """The entry one level up: "408.1c" -> "408.1" -> "408" -> "4" -> None."""
    head, rule, letter = _parts(number)
    if letter:
        return f"{head}.{rule}"
    if rule is not None:
        return head
    if len(head) == 3:
        return head[0]
    return None


def number_sort_key(number: str) -> tuple[int, int, int, int]:
    """Document order: "4" < "400" < "408" < "408.1" < "408.1c" < "408.2" < "408.10".

    Letters sort alphabetically (an "l" or "o", never used by the rules,
    still sorts where it would fall).
    """
    head, rule, letter = _parts(number)
    if len(head) == 3:
        chapter, section = int(head[0]), int(head)
    else:
        chapter, section = int(head), 0
    rule_no = int(rule) if rule is not None else 0
    letter_no = ord(letter.lower()) - ord("a") + 1 if letter else 0
    return chapter, section, rule_no, letter_no


def next_letter(letter: str) -> str | None:
    """The subrule letter after `letter` ("k" -> "m"), None after "z"."""
    letter = letter.lower()
    if letter not in _LETTER_INDEX:
        raise ValueError(f"not a subrule letter: {letter!r}")
    i = _LETTER_INDEX[letter] + 1
    return SUBRULE_LETTERS[i] if i < len(SUBRULE_LETTERS) else None


def letter_range(first: str, last: str) -> list[str]:
    """Subrule letters from `first` to `last` inclusive, skipping l and o.

    "d", "f" -> ["d", "e", "f"]; "k", "n" -> ["k", "m", "n"]. Empty when the
    range runs backwards or an end is not a subrule letter.
    """
    first, last = first.lower(), last.lower()
    if first not in _LETTER_INDEX or last not in _LETTER_INDEX:
        return []
    start, stop = _LETTER_INDEX[first], _LETTER_INDEX[last]
    if stop < start:
        return []
    return list(SUBRULE_LETTERS[start : stop + 1])


_RANGE = re.compile(
    r"\s*(?P<first>[1-9]\d{2}(?:\.[1-9]\d{0,2}[a-zA-Z]?)?)\s*[-–—]\s*(?P<last>[1-9]\d{0,2}(?:\.[1-9]\d{0,2})?[a-zA-Z]?|[a-zA-Z])\.?\s*"
)


def expand_range(text: str) -> list[str]:
    """Every number a range covers, in order; [] if `text` is no valid range.

    Accepts a hyphen, en dash or em dash: "603.7d-f", "603.7d–603.7f",
    "119.7-8", "119.7–119.10", "701.27a–f". A single number gives itself.
    """
    single = normalize_number(text)
    if single is not None:
        return [single]
    match = _RANGE.fullmatch(text)
    if not match:
        return []
    first = normalize_number(match.group("first"))
    if first is None:
        return []
    return expand_between(first, match.group("last"))


def expand_between(first: str, last: str) -> list[str]:
    """Expand from a canonical `first` number to `last`, which may be written
    in full ("603.7f") or shortened to what changes ("f", "8", "7f")."""
    head, rule, letter = _parts(first)
    last = last.strip().rstrip(".")
    if rule is None:  # "100-104": sections
        end = normalize_number(last)
        if end is None or "." in end or len(end) != 3:
            return []
        return _numeric_span(int(head), int(end), lambda n: str(n))
    if letter:
        short = re.fullmatch(r"[a-zA-Z]", last)
        if short:
            letters = letter_range(letter, last)
            return [f"{head}.{rule}{x}" for x in letters]
        end = normalize_number(last) if "." in last else normalize_number(f"{head}.{last}")
        if end is None:
            return []
        end_head, end_rule, end_letter = _parts(end)
        if end_head != head or end_rule != rule or not end_letter:
            return []
        return [f"{head}.{rule}{x}" for x in letter_range(letter, end_letter)]
    end = normalize_number(last) if "." in last else normalize_number(f"{head}.{last}")
    if end is None:
        return []
    end_head, end_rule, end_letter = _parts(end)
    if end_head != head or end_rule is None or end_letter:
        return []
    return _numeric_span(int(rule), int(end_rule), lambda n: f"{head}.{n}")


def _numeric_span(start: int, stop: int, fmt) -> list[str]:
    if stop < start or stop - start >= MAX_RANGE:
        return []
    return [fmt(n) for n in range(start, stop + 1)]
