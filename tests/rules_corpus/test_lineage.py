"""Lineage: the same rule across editions, matched by its text (rules_corpus.lineage, plain Python).

Every pair below was checked by reading both official texts in ../shared/cr.
"""
from __future__ import annotations

import datetime as dt

import pytest

from rules_corpus import lineage
from rules_corpus.parser import parse_file
from tests.conftest import shared_cr

# 2007 number -> 2026 number, each read in both files: renumbered (408.1c), moved to
# another chapter (420.5a, a state-based effect, is in 704), reworded (704.5a says
# "If a player has 0 or less life, that player loses the game."), headings (502.9 Trample).
KNOWN_2007_TO_2026 = {
    "408.1c": "117.3a", "420.5a": "704.5a", "502.9b": "702.19b", "415.3": "115.1b", "217.3": "402",
    "420.5h": "704.5c", "507.3b": "723.6", "212.2h": "301.5b", "419.5a": "120.8", "308.2g": "508.1k",
    "212.1c": "205.1b", "217.1e": "400.11", "420.5j": "704.5e", "203.3": "202.3", "504": "708",
    "309.2f": "509.1h", "201.2": "109.3", "502.10a": "702.22a", "212.2b": "301.2", "212.6d": "305.6",
    "202.2": "201.5", "401.1a": "112.1a", "420": "704", "420.5": "704.5", "502.9": "702.19",
    "306.2": "506.4", "604.1b": "803.1b", "422.1": "733.1", "602.3a": "802.3a", "216.4": "111.8",
    "419.6a": "614.5", "216.2": "111.6", "420.5b": "704.5f", "510.3": "110.5b", "502.36a": "701.22a",
    "103.4a": "101.4b", "104.3e": "107.4d", "408.1d": "117.1a", "408.1h": "117.2b", "408.1f": "117.2a",
    "418.6a": "612.2", "608.4d": "807.4e", "419.1a": "614.1a", "502.33a": "702.6a", "217.4a": "404.1",
    "410.10": "603.6", "505.1": "709.1", "420.5k": "704.5n", "510.5": "110.5d", "503.5": "707.5",
    "502.9f": "702.19g", "504.1": "708.1", "423.4": "121.4", "412.1": "604.2", "217.7": "406",
    "101.1": "103.3", "208.2": "208.2", "306.4": "506.5", "413.2a": "608.2b", "603.2": "804.2",
}


def _texts(name: str) -> dict[str, str]:
    return {rule.number: rule.text for rule in parse_file(shared_cr(name)).rules}


@pytest.fixture(scope="module")
def from_2007_to_2026():
    return lineage.match(_texts("MagicCompRules-20070201.txt"), _texts("MagicCompRules-20260619.txt"))


@pytest.mark.parametrize(("old", "new"), sorted(KNOWN_2007_TO_2026.items()))
def test_a_2007_rule_is_found_under_its_2026_number(from_2007_to_2026, old, new):
    assert from_2007_to_2026.get(old) == new


def test_a_number_reused_for_another_rule_is_not_its_history(from_2007_to_2026):
    """2007's 506.4 is about subgames, 2026's 506.4 about removal from combat (2007's 306.2)."""
    assert from_2007_to_2026.get("506.4") != "506.4"
    assert lineage.invert(from_2007_to_2026)["506.4"] == "306.2"


def test_a_rule_split_in_two_goes_on_as_the_part_that_begins_as_it_did(from_2007_to_2026):
    """2007's 104.3e ({0} is zero mana; a {0} spell is still played) became 107.4d and 118.5a."""
    assert from_2007_to_2026["104.3e"] == "107.4d"
    assert from_2007_to_2026.get("216.1") != "111.3"  # split three ways: better no match than the third part


def test_each_rule_is_matched_to_at_most_one_rule(from_2007_to_2026):
    assert len(set(from_2007_to_2026.values())) == len(from_2007_to_2026)


def test_april_to_june_2026_follows_the_rules_moved_down_a_place():
    matches = lineage.match(_texts("MagicCompRules-20260417.txt"), _texts("MagicCompRules-20260619.txt"))
    assert {n: matches[n] for n in ("601.5", "601.5a", "601.6", "601.6b", "601.7", "701.50b", "702.122c")} == {
        "601.5": "601.6", "601.5a": "601.6a", "601.6": "601.7", "601.6b": "601.7b", "601.7": "601.8",
        "701.50b": "701.50f", "702.122c": "702.122d",
    }
    assert matches["100.1"] == "100.1" and matches["704.5a"] == "704.5a"


def test_may_2009_old_numbers_are_found_in_2026():
    matches = lineage.match(_texts("MagicCompRules-20090501.txt"), _texts("MagicCompRules-20260619.txt"))
    assert matches["420.5a"] == "704.5a" and matches["408.1c"] == "117.3a" and matches["502.9b"] == "702.19b"
    assert {n: matches[n] for n in ("501.4a", "217.7e", "606.6e", "402.8c", "414.2", "502.42a")} == {
        "501.4a": "701.8a", "217.7e": "406.7", "606.6e": "805.5a", "402.8c": "113.6d", "414.2": "701.6b",
        "502.42a": "702.48a",
    }


@pytest.mark.parametrize(
    ("old", "modern"),
    [
        ("it comes into play tapped", "it enters the battlefield tapped"),
        ("remove target card in a graveyard from the game", "exile target card in a graveyard"),
        ("a card removed from the game", "a card exiled"),
        ("the state-based effects are checked", "the state-based actions are checked"),
        ("a player plays a spell", "a player casts a spell"),
        ("at the beginning of the end of turn step", "at the beginning of the end step"),
        ("each creature in play", "each creature on the battlefield"),
    ],
)
def test_the_old_vocabulary_reads_as_todays(old, modern):
    assert lineage.words(old) == lineage.words(modern)


def test_rule_numbers_and_examples_are_not_compared():
    assert lineage.words("See rule 420.5a.\nExample: A Grizzly Bears.") == lineage.words("See rule 704.5a.")


def test_a_rule_with_nothing_alike_in_the_other_edition_gets_no_match():
    old = {"100.1": "Each player needs a deck of at least sixty cards to play in a constructed tournament."}
    new = {"100.1": "A permanent is removed from combat if it leaves the battlefield or its controller changes."}
    assert lineage.match(old, new) == {}


DAYS = [dt.date(2007, 2, 1), dt.date(2009, 5, 1), dt.date(2026, 6, 19)]


def test_versions_say_renumbered_and_the_words_changed():
    rows = [(DAYS[0], "2007-02-01", "420.5a", "A player with 0 life loses."),
            (DAYS[1], "2009-05-01", "420.5a", "A player with 0 life loses."),
            (DAYS[2], "2026-06-19", "704.5a", "If a player has 0 life, that player loses.")]
    versions = lineage.versions(rows, current=2)
    assert [(v.kind, v.number, v.current) for v in versions] == [
        ("first", "420.5a", False), ("same", "420.5a", False), ("renumbered", "704.5a", True)
    ]
    assert versions[2].previous_number == "420.5a" and "<ins>" in versions[2].after_html


def test_versions_say_absent_then_new():
    rows = [(DAYS[0], "2007-02-01", None, None), (DAYS[2], "2026-06-19", "702.193", "Some new keyword.")]
    assert [v.kind for v in lineage.versions(rows, current=1)] == ["absent", "new"]


def test_versions_escape_the_words_they_mark():
    rows = [(DAYS[0], "a", "1", "Deal 2 <b>"), (DAYS[2], "b", "1", "Deal 3 <b>")]
    changed = lineage.versions(rows, current=0)[1]
    assert changed.kind == "changed" and "&lt;b&gt;" in changed.after_html
