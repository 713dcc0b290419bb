"""The search when the index can't be read or rebuilt (a damaged folder, a full or
read-only disk): the rules whose text holds the query's words, read from the database,
ranked by how many of the words each holds. Rougher than the index's ranking, but an
answer; the page says that the index is unavailable."""
from __future__ import annotations

import re

from django.db.models import Q

from .models import Corpus, Rule
from .search.results import Hit, SearchResults, Segment

MAX_WORDS = 8
MAX_CANDIDATES = 500
SNIPPET_WORDS = 36
_WORD_RE = re.compile(r"\w+(?:\.\w+)*")
# Words too common to tell rules apart.
_COMMON = frozenset("a an and are as at be by can do does for from how if in is it of on or that the this to what when who with".split())


def _words(query: str) -> list[str]:
    words = [w for w in dict.fromkeys(w.lower() for w in _WORD_RE.findall(query)) if w not in _COMMON]
    return words[:MAX_WORDS]


def _snippet(text: str, words: list[str]) -> list[Segment]:
    shown = " ".join(text.split()[:SNIPPET_WORDS])
    segments, at = [], 0
    for match in _WORD_RE.finditer(shown):
        if match.group(0).lower() in words:
            segments.append(Segment(shown[at:match.start()]))
            segments.append(Segment(match.group(0), marked=True))
            at = match.end()
    segments.append(Segment(shown[at:]))
    return [s for s in segments if s.text]


def search_by_words(corpus: Corpus, query: str, page: int = 1, per_page: int = 10) -> SearchResults:
    """Rules of `corpus` holding the most of the query's words, in rule order among equals."""
    words = _words(query)
    results = SearchResults(query=query, page=page, per_page=per_page, total=0, hits=[], index_unavailable=True)
    if not words:
        return results
    matches = Q()
    for word in words:
        matches |= Q(text__icontains=word) | Q(title__icontains=word) | Q(number__iexact=word)
    rows = Rule.objects.filter(corpus=corpus).filter(matches).order_by("position")
    scored = []
    for number, kind, title, text in rows.values_list("number", "kind", "title", "text")[:MAX_CANDIDATES]:
        haystack = f"{number} {title} {text}".lower()
        found = sum(1 for word in words if word in haystack) + (2 if number.lower() in words else 0)
        scored.append((found, number, kind, title, text))
    scored.sort(key=lambda row: -row[0])  # stable: rule order among equals
    results.total = len(scored)
    start = (page - 1) * per_page
    results.hits = [
        Hit(number=number, kind=kind, title=title, breadcrumb=[], snippet=_snippet(text, words), score=float(found))
        for found, number, kind, title, text in scored[start:start + per_page]
    ]
    return results
