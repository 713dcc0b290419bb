"""The loaded editions side by side: their texts, their differences, a rule's history.

Corpus rows never change after an import (a re-import makes a new row), so a
corpus's texts are cached by its primary key and import time.
"""
from __future__ import annotations

import datetime as dt
import json
import os
from functools import lru_cache
from pathlib import Path

from django.conf import settings

from . import diff, lineage
from .models import Corpus, Example, Rule


def timeline() -> list[Corpus]:
    """One corpus per effective date, oldest first: the complete copy of an
    edition rather than an excerpt of it."""
    best: dict = {}
    for corpus in Corpus.objects.exclude(effective_date=None).order_by("effective_date", "-rule_count", "pk"):
        best.setdefault(corpus.effective_date, corpus)
    return list(best.values())


def corpus_texts(corpus: Corpus) -> dict[str, str]:
    """{number: text, with its examples as "Example: ..." lines}, in rules order."""
    return _texts(corpus.pk, corpus.imported_at)


@lru_cache(maxsize=8)
def _texts(pk: int, _imported_at) -> dict[str, str]:
    texts = dict(Rule.objects.filter(corpus_id=pk).order_by("position").values_list("number", "text"))
    for number, text in (
        Example.objects.filter(rule__corpus_id=pk).order_by("rule__position", "position").values_list("rule__number", "text")
    ):
        texts[number] = f"{texts[number]}\nExample: {text}"
    return texts


def edition_diff(old: Corpus, new: Corpus) -> diff.EditionDiff:
    """The two editions compared, their rules matched by lineage (memoized per pair)."""
    return _edition_diff(old.pk, old.imported_at, new.pk, new.imported_at)


@lru_cache(maxsize=8)
def _edition_diff(old_pk: int, old_at, new_pk: int, new_at) -> diff.EditionDiff:
    old_texts, new_texts = _texts(old_pk, old_at), _texts(new_pk, new_at)
    return diff.compare(old_texts, new_texts, _matches(old_pk, old_at, new_pk, new_at))


def _in_order(a: Corpus, b: Corpus) -> bool:
    return (a.effective_date or dt.date.min, a.pk) <= (b.effective_date or dt.date.min, b.pk)


def lineage_between(a: Corpus, b: Corpus) -> dict[str, str]:
    """{number in `a`: number of the same rule in `b`} (rules_corpus.lineage).

    Matched once per pair, older edition first (so both directions agree), and
    kept in memory and on disk beside the search index (a pair of 2007 and 2026
    costs a few seconds; a corpus never changes once imported)."""
    if a.pk == b.pk:
        return {number: number for number in corpus_texts(a)}
    if _in_order(a, b):
        return _matches(a.pk, a.imported_at, b.pk, b.imported_at)
    return _inverted(b.pk, b.imported_at, a.pk, a.imported_at)


@lru_cache(maxsize=32)
def _inverted(old_pk, old_at, new_pk, new_at) -> dict[str, str]:
    return lineage.invert(_matches(old_pk, old_at, new_pk, new_at))


def _stored(old_pk, old_at, new_pk, new_at) -> Path:
    stamp = lambda at: at.strftime("%Y%m%dT%H%M%S%f") if at else "0"  # noqa: E731
    name = f"{old_pk}-{stamp(old_at)}--{new_pk}-{stamp(new_at)}-v{lineage.VERSION}.json"
    return Path(settings.SEARCH_INDEX_DIR) / "lineage" / name


@lru_cache(maxsize=32)
def _matches(old_pk: int, old_at, new_pk: int, new_at) -> dict[str, str]:
    path = _stored(old_pk, old_at, new_pk, new_at)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    found = lineage.match(_texts(old_pk, old_at), _texts(new_pk, new_at))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(json.dumps(found), encoding="utf-8")
        partial.replace(path)  # atomic: another worker reads all of it or none
    except OSError:
        pass  # a read-only disk: matched again by the next process
    return found


def warm_lineage() -> int:
    """Match every pair of loaded editions now (stored on disk), so that no rule page
    pays for it; returns how many pairs. Worth running after an import."""
    line = timeline()
    pairs = [(a, b) for i, a in enumerate(line) for b in line[i + 1:]]
    for a, b in pairs:
        lineage_between(a, b)
    return len(pairs)


def rule_history(corpus: Corpus | None, number: str) -> list[lineage.Version]:
    """The rule `number` of `corpus` in every loaded edition, oldest first, found by
    its text (lineage), not its number; empty with fewer than two editions.

    When `corpus` lacks the number (a page saying so), the rule is the one the
    newest loaded edition with that number has."""
    editions = timeline()
    if len(editions) < 2:
        return []
    anchor, shown = None, True
    if corpus is not None and number in corpus_texts(corpus):
        same_date = [e for e in editions if e.effective_date == corpus.effective_date]
        anchor = same_date[0] if same_date and number in corpus_texts(same_date[0]) else corpus
    else:
        having = [e for e in editions if number in corpus_texts(e)]
        anchor, shown = (having[-1] if having else None), False
    if anchor is None:
        return []
    rows, current = [], 0
    if anchor not in editions:
        editions = sorted([*editions, anchor], key=lambda e: (e.effective_date or dt.date.min, e.pk))
    for position, edition in enumerate(editions):
        there = number if edition.pk == anchor.pk else lineage_between(anchor, edition).get(number)
        text = corpus_texts(edition).get(there) if there else None
        if edition.pk == anchor.pk:
            current = position
        key = edition.effective_date.isoformat() if edition.effective_date else edition.slug
        rows.append((edition.effective_date, key, there, _rule_text(text) if text is not None else None))
    return lineage.versions(rows, current if shown else -1)


def rule_lineage(corpus: Corpus, number: str) -> list[dict]:
    """The same rule's number in each other loaded edition that has it (the API's
    "lineage"), oldest first: [{"edition": "2026-06-19", "number": "117.3a"}, ...]."""
    return [
        {"edition": version.edition, "number": version.number}
        for version in rule_history(corpus, number)
        if version.number and not version.current
    ]


def _rule_text(text: str) -> str:
    return text.split("\nExample: ", 1)[0]
