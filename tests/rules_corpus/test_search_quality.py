"""Relevance guard: the judge questions of tests/data still find their rules.

bench/search_quality.py prints the real figures against the issue's targets;
these tests only stop a change from quietly making the ranking much worse.
The floors sit a little under the figures reached when they were written.
"""
import re
from pathlib import Path

import pytest

from rules_corpus import search
from tests.conftest import shared_cr

DATA = Path(__file__).resolve().parents[1] / "data"


def read_questions(name, splits=("tune", "heldout", "fresh")):
    """The questions of `splits` (blind2 is measured on its own: it was written later)."""
    rows = []
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or line.startswith("split\t"):
            continue
        split, question, answers = line.split("\t")
        if split in splits:
            rows.append((split, question, answers.split()))
    return rows


def build(tmp_path_factory, parsed):
    rules = [
        search.SourceRule(r.number, r.kind, r.title, r.text, r.parent or "", list(r.examples)) for r in parsed.rules
    ]
    glossary = [
        search.SourceGlossaryEntry(g.term, re.sub(r"[^a-z0-9]+", "-", g.term.lower()).strip("-"), g.text, list(g.aliases), g.obsolete)
        for g in parsed.glossary
    ]
    folder = tmp_path_factory.mktemp("quality") / "corpus-1"
    search.build_index(folder, search.make_documents(rules, glossary))
    return folder


def hit_rates(index_dir, questions):
    hit1 = hit5 = 0
    for _split, question, answers in questions:
        numbers = [hit.number for hit in search.search(index_dir, question, 1, 5).hits]
        hit1 += bool(numbers) and numbers[0] in answers
        hit5 += any(number in answers for number in numbers)
    return hit1 / len(questions), hit5 / len(questions)


@pytest.fixture(scope="module")
def seed_index(tmp_path_factory):
    from rules_corpus.parser.seed import parse_seed

    return build(tmp_path_factory, parse_seed())


@pytest.fixture(scope="module")
def full_index(tmp_path_factory):
    from rules_corpus.parser.official import parse_file

    return build(tmp_path_factory, parse_file(shared_cr("MagicCompRules-20260619.txt")))


def test_question_files_have_enough_questions_and_a_held_out_part():
    for name in ("search_questions_seed.tsv", "search_questions_cr.tsv"):
        splits = [split for split, _q, _a in read_questions(name)]
        assert len(splits) >= 20 and splits.count("heldout") >= 10


def test_seed_questions_find_their_rules(seed_index):
    hit1, hit5 = hit_rates(seed_index, read_questions("search_questions_seed.tsv"))
    assert hit1 >= 0.80 and hit5 >= 0.90


def test_full_rules_questions_find_their_rules(full_index):
    hit1, hit5 = hit_rates(full_index, read_questions("search_questions_cr.tsv"))
    assert hit1 >= 0.70 and hit5 >= 0.90
