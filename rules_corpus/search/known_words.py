"""Words that are right as typed: never "corrected" into another word.

The corrector (`spelling`) reads a word it does not find in the rules as a
typo of the nearest rules word. That is right for "priorty" and wrong for
"runs" (read as "rune"), "knocks" (as "knows"), "dont" (as "done") or
"recast" (as "cast"): words a judge types correctly that the rules merely
don't use. A word is known, and left alone, when it is a word of the rules
or the glossary (the caller checks the corpus), of the table-talk vocabulary,
or of an English word list (the `english-words` package: the GCIDE and web2
lists, lemmas only, so the common inflections are taken off before looking).
"""
from __future__ import annotations

import re
from functools import lru_cache

from .. import vocabulary

# Inflections the lemma lists lack: (ending, what replaces it), tried in order.
_ENDINGS = (
    ("ies", "y"), ("ied", "y"), ("ier", "y"), ("iest", "y"),
    ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"),
    ("er", ""), ("er", "e"), ("est", ""), ("ly", ""), ("'s", ""),
)
_DOUBLED = re.compile(r"([b-df-hj-np-tv-z])\1$")  # "stopped" -> "stopp" -> "stop"


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """The English word lists, lower case (empty when the package is missing)."""
    try:
        from english_words import get_english_words_set
    except ImportError:  # pragma: no cover - the package is in requirements.txt
        return frozenset()
    return frozenset(get_english_words_set(["gcide", "web2"], lower=True, alpha=True))


@lru_cache(maxsize=1)
def vocabulary_words() -> frozenset[str]:
    """Every word of the table-talk vocabulary: its typed phrases and the rules' phrases."""
    words = set()
    for key, alternatives in vocabulary.all_phrases():
        words.update(re.findall(r"[a-z]+", key.lower()))
        for phrase, _weight, _source in alternatives:
            words.update(re.findall(r"[a-z]+", phrase.lower()))
    return frozenset(w for w in words if len(w) > 1)


def lemmas(word: str) -> list[str]:
    """The word and the base forms its common inflections may stand for."""
    word = word.lower()
    found = [word]
    for ending, replacement in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 2:
            base = word[: len(word) - len(ending)] + replacement
            found.append(base)
            if not replacement and _DOUBLED.search(base):
                found.append(base[:-1])
    return found


def is_english(word: str) -> bool:
    words = english_words()
    return any(form in words for form in lemmas(word))


def is_known(word: str) -> bool:
    """Whether `word` is a word of the vocabulary or of English, so not a typo to correct."""
    word = word.lower()
    if word in vocabulary_words():
        return True
    return is_english(word)
