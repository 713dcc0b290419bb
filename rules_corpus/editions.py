"""The loaded editions side by side: their texts, their differences, a rule's history.

Corpus rows never change after an import (a re-import makes a new row), so a
corpus's texts are cached by its primary key and import time.
"""
from __future__ import annotations

from functools import lru_cache

from . import diff
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
    return diff.compare(corpus_texts(old), corpus_texts(new))


def rule_history(number: str) -> list[diff.HistoryEvent]:
    """What happened to `number` in each loaded edition (empty with fewer than two)."""
    editions = timeline()
    if len(editions) < 2:
        return []
    texts = dict(
        Rule.objects.filter(corpus__in=editions, number=number).values_list("corpus_id", "text")
    )
    moved_from, moved_to = {}, {}
    for before, after in zip(editions, editions[1:]):
        if (after.pk in texts) == (before.pk in texts):
            continue
        # new here, or dropped here: its text may have moved, nearly word for word
        old, new = corpus_texts(before), corpus_texts(after)
        if after.pk in texts:
            removed = {n: text for n, text in old.items() if n not in new}
            moves = diff.find_moves(removed, {number: new[number]})
            if moves:
                moved_from[after.slug] = moves[0].before_number
        else:
            added = {n: text for n, text in new.items() if n not in old}
            moves = diff.find_moves({number: old[number]}, added)
            if moves:
                moved_to[after.slug] = moves[0].after_number
    return diff.history(
        number, [(c.effective_date, c.slug, texts.get(c.pk)) for c in editions], moved_from, moved_to
    )
