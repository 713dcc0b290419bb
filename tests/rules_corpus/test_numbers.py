"""Rule-number helpers: canonical form, order, parents, letter ranges."""
from __future__ import annotations

import pytest

from rules_corpus.parser import CHAPTER, RULE, SECTION, SUBRULE, normalize_number
from rules_corpus.parser.numbers import (
    expand_range,
    kind_of,
    letter_range,
    next_letter,
    number_sort_key,
    parent_of,
)


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("408.1c.", "408.1c"),
        ("408.1C", "408.1c"),
        ("408.1.", "408.1"),
        (" 408 ", "408"),
        ("4.", "4"),
        ("702.194c", "702.194c"),
    ],
)
def test_normalize_number_gives_the_canonical_form(text, canonical):
    assert normalize_number(text) == canonical


@pytest.mark.parametrize("text", ["rule 405.2", "", "abc", "4081", "40.1", "408.1cc", "408.0", "0", "1/1", "408.1234", None])
def test_normalize_number_rejects_what_is_not_a_number(text):
    assert normalize_number(text) is None


@pytest.mark.parametrize(
    "number, parent",
    [("408.1c", "408.1"), ("408.1", "408"), ("408", "4"), ("4", None), ("702.194c", "702.194")],
)
def test_parent_of(number, parent):
    assert parent_of(number) == parent


@pytest.mark.parametrize(
    "number, kind", [("4", CHAPTER), ("408", SECTION), ("408.1", RULE), ("408.1c", SUBRULE), ("408.1c.", SUBRULE)]
)
def test_kind_of(number, kind):
    assert kind_of(number) == kind


def test_kind_of_rejects_nonsense():
    with pytest.raises(ValueError):
        kind_of("rule 4")


def test_sort_key_follows_document_order():
    in_order = ["1", "100", "100.1", "100.1a", "100.1b", "100.2", "100.10", "101", "2", "200", "702.9", "702.19", "702.100", "702.194c", "9", "905.6"]
    shuffled = sorted(in_order, key=lambda n: (len(n), n))
    assert sorted(shuffled, key=number_sort_key) == in_order


def test_sort_key_puts_z_after_k():
    assert number_sort_key("704.5k") < number_sort_key("704.5m") < number_sort_key("704.5z")


def test_next_letter_skips_l_and_o():
    assert next_letter("k") == "m"
    assert next_letter("n") == "p"
    assert next_letter("z") is None


def test_letter_range_skips_l_and_o():
    assert letter_range("j", "p") == ["j", "k", "m", "n", "p"]


def test_letter_range_backwards_is_empty():
    assert letter_range("f", "d") == []


@pytest.mark.parametrize(
    "text, numbers",
    [
        ("603.7d-f", ["603.7d", "603.7e", "603.7f"]),
        ("603.7d–603.7f", ["603.7d", "603.7e", "603.7f"]),
        ("119.7-8", ["119.7", "119.8"]),
        ("712.9–10", ["712.9", "712.10"]),
        ("903.6–903.8", ["903.6", "903.7", "903.8"]),
        ("100–102", ["100", "101", "102"]),
        ("408.2", ["408.2"]),
    ],
)
def test_expand_range(text, numbers):
    assert expand_range(text) == numbers


@pytest.mark.parametrize("text", ["603.7f-d", "119.8-7", "603.7d-604.1a", "100.1-100.900", "nonsense", "603.7-f"])
def test_expand_range_rejects_impossible_ranges(text):
    assert expand_range(text) == []


from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from rules_corpus.parser.numbers import SUBRULE_LETTERS  # noqa: E402

numbers = st.builds(
    lambda section, rule, letter: f"{section}" + (f".{rule}" if rule else "") + (letter if rule and letter else ""),
    st.integers(100, 999),
    st.one_of(st.none(), st.integers(1, 999)),
    st.one_of(st.none(), st.sampled_from(SUBRULE_LETTERS)),
)


@given(numbers)
def test_canonical_numbers_are_their_own_normal_form(number):
    assert normalize_number(number) == number
    assert normalize_number(number.upper() + ".") == number


@given(numbers)
def test_a_parent_always_sorts_before_its_child(number):
    parent = parent_of(number)
    assert number_sort_key(parent) < number_sort_key(number)
    assert number.startswith(parent)
