"""The seed parse's repairs, and its result against the official 2007 text."""
from __future__ import annotations

from rules_corpus import seed_report
from rules_corpus.parser import parse_file
from rules_corpus.parser.seed import parse_seed
from rules_corpus.reading import Reading
from tests.conftest import shared_cr


def test_every_seed_entry_equals_the_official_2007_text_quotes_aside():
    official = parse_file(shared_cr("MagicCompRules-20070201.txt")).by_number()
    for rule in parse_seed().rules:
        assert seed_report._plain(rule.text) == seed_report._plain(official[rule.number].text), rule.number
        assert [seed_report._plain(e) for e in rule.examples] == [
            seed_report._plain(e) for e in official[rule.number].examples
        ], rule.number


def test_without_the_official_edition_the_report_lists_the_repairs_and_compares_nothing(seed_corpus):
    report = seed_report.report(Reading(active=seed_corpus, corpus=seed_corpus, edition=None))
    assert report.official is None and not report.matches
    assert len(report.repairs["noise"]) == 4 and len(report.repairs["joined"]) == 2
    assert any("merged overlapping copies" in note for note in report.repairs["merged"])


def test_a_seed_entry_that_differs_from_the_official_text_is_named(seed_corpus, full_2007_corpus):
    from rules_corpus.models import Rule

    Rule.objects.filter(corpus=full_2007_corpus, number="405.1").update(text="Something else.")
    seed_report.editions._texts.cache_clear()
    report = seed_report.report(Reading(active=seed_corpus, corpus=full_2007_corpus, edition=None))
    seed_report.editions._texts.cache_clear()
    assert report.differing == ["405.1"] and report.equal == 58 and not report.matches
