"""Spelling: a misspelt word corrected, a half-typed last word completed, from the corpus's own words.

Live search sends every keystroke, so "who can decl" searches "declares"; a
typo ("priorty") is read as the corpus word it is closest to. The tables are
built once per opened index (`OpenIndex.derived`).
"""
from __future__ import annotations

import bisect
import re

from .. import vocabulary
from .analysis import stem
from .known_words import is_known
from .reader import OpenIndex

MAX_CORRECTED_LENGTH = 20  # longer "words" are not typos of rules words
# A last word still being typed is completed from this many letters on ("dec" -> "declare").
COMPLETE_FROM = 3
# From this many letters on, a known word (English, the vocabulary) is taken as
# typed whole: "runs" is not "rune" half typed.
KNOWN_WHOLE_FROM = 4

_VOCABULARY_WORDS = frozenset(
    word
    for key, _alternatives in vocabulary.all_phrases()
    for word in re.findall(r"[a-z]+", key.lower())
    if len(word) > 2
)


class _Words:
    """An opened index's spellings, ordered for completion and by one-letter
    deletions for typo lookup (built on first use)."""

    def __init__(self, opened: OpenIndex):
        self.counts = opened.words
        self._sorted: list[str] | None = None
        self._deletes: dict[str, list[str]] | None = None

    def completion(self, prefix: str) -> str | None:
        """The most frequent corpus word starting with `prefix` (ties: the shortest, then A-Z)."""
        if self._sorted is None:
            self._sorted = sorted(self.counts)
        ordered = self._sorted
        best = None
        for at in range(bisect.bisect_left(ordered, prefix), len(ordered)):
            word = ordered[at]
            if not word.startswith(prefix):
                break
            rank = (-self.counts[word], len(word), word)
            if best is None or rank < best:
                best = rank
        return best[2] if best else None

    def deletes(self) -> dict[str, list[str]]:
        """Words by each one-letter deletion of them, for fast typo lookup."""
        if self._deletes is None:
            table: dict[str, list[str]] = {}
            for word in list(self.counts) + list(_VOCABULARY_WORDS):
                table.setdefault(word, []).append(word)
                for i in range(len(word)):
                    table.setdefault(word[:i] + word[i + 1 :], []).append(word)
            self._deletes = table
        return self._deletes


def _words(opened: OpenIndex) -> _Words:
    return opened.derived("spelling", _Words)


def still_typing(text: str, last_word: str) -> bool:
    """Whether the query ends inside its last word (no space or punctuation after
    it): live search sends every keystroke, and "decl" is "declare" half typed."""
    return text[-1:].isalnum() and text.lower().endswith(last_word)


def complete(prefix: str, opened: OpenIndex) -> str | None:
    """The corpus's most used word that starts with `prefix`, when `prefix` is
    not itself a word of the corpus, nor (from KNOWN_WHOLE_FROM letters on) a
    known word; None if there is none or it is too short."""
    if len(prefix) < COMPLETE_FROM or not prefix.isalpha() or opened.has_stem(stem(prefix)):
        return None
    if len(prefix) >= KNOWN_WHOLE_FROM and is_known(prefix):
        return None
    return _words(opened).completion(prefix)


def correct(word: str, opened: OpenIndex) -> str | None:
    """The corpus word closest to a misspelt `word` (edit distance 1, or 2 if
    long); None for a known word (`known_words`): it is right as typed."""
    if is_known(word):
        return None
    table = _words(opened).deletes()
    max_distance = 1 if len(word) <= 5 else 2
    candidates: set[str] = set()
    keys = {word} | {word[:i] + word[i + 1 :] for i in range(len(word))}
    if max_distance == 2:
        keys |= {k[:i] + k[i + 1 :] for k in list(keys) for i in range(len(k))}
    for key in keys:
        candidates.update(table.get(key, ()))
    best = None
    for candidate in candidates:
        distance = _edit_distance(word, candidate)
        if distance <= max_distance:
            rank = (distance, -opened.words.get(candidate, 1), candidate)
            if best is None or rank < best[0]:
                best = (rank, candidate)
    return best[1] if best else None


def _edit_distance(a: str, b: str) -> int:
    """Damerau-Levenshtein distance (adjacent swaps count as one edit)."""
    previous2 = None
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if previous2 is not None and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[-1]
