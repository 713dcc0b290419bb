"""Results: what a search gives back (plain data, no Whoosh) and the snippet shown for each hit.

Snippets are plain segments, escaped when rendered (`Hit.snippet_html`), the
matched words marked: nothing a user typed or a rule says is ever rendered raw.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from .analysis import normalize, stem


@dataclass
class Segment:
    text: str
    marked: bool = False


@dataclass
class Hit:
    number: str
    kind: str
    title: str
    breadcrumb: list[tuple[str, str]]
    snippet: list[Segment]
    score: float
    slug: str = ""

    @property
    def snippet_text(self) -> str:
        return "".join(s.text for s in self.snippet)

    @property
    def snippet_html(self) -> str:
        """The snippet as HTML: every character escaped, matched words in <mark>."""
        return "".join(
            f"<mark>{html.escape(s.text)}</mark>" if s.marked else html.escape(s.text) for s in self.snippet
        )

    @property
    def is_glossary(self) -> bool:
        return self.kind == "glossary"


@dataclass
class SearchResults:
    query: str
    page: int
    per_page: int
    total: int
    hits: list[Hit]
    number: str | None = None  # the query was this rule number...
    number_found: bool = False  # ...and the corpus has it (it is the first hit)
    corrections: dict[str, str] = field(default_factory=dict)

    @property
    def has_next(self) -> bool:
        return self.page * self.per_page < self.total

    @property
    def has_previous(self) -> bool:
        return self.page > 1

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page))


def empty_results(query: str = "", page: int = 1, per_page: int = 10) -> SearchResults:
    return SearchResults(query=query, page=page, per_page=per_page, total=0, hits=[])


SNIPPET_WORDS = 36
_WORD_SPAN_RE = re.compile(r"\w+(?:\.\w+)*")


def make_snippet(text: str, stems: set[str], words: int = SNIPPET_WORDS) -> list[Segment]:
    """The part of `text` with the most matched words, as plain segments to escape."""
    text = normalize(text).replace("\n", " ")
    spans = [(m.start(), m.end(), stem(m.group().lower()) in stems) for m in _WORD_SPAN_RE.finditer(text)]
    if not spans:
        return [Segment(text[:300])]
    start_word = 0
    if len(spans) > words:
        marks = [1 if hit else 0 for _s, _e, hit in spans]
        best, best_at, window = -1, 0, sum(marks[:words])
        for i in range(len(spans) - words + 1):
            if i:
                window += marks[i + words - 1] - marks[i - 1]
            if window > best:
                best, best_at = window, i
        if best > 0:
            # Start a little before the window's first match so the sentence reads.
            first = next(i for i in range(best_at, len(spans)) if marks[i])
            start_word = max(0, min(first - 3, len(spans) - words))
    chosen = spans[start_word : start_word + words]
    begin = chosen[0][0] if start_word else 0
    end = chosen[-1][1] if start_word + words < len(spans) else len(text)
    segments: list[Segment] = []
    if begin:
        segments.append(Segment("… "))
    cursor = begin
    for s, e, hit in chosen:
        if hit:
            if s > cursor:
                segments.append(Segment(text[cursor:s]))
            segments.append(Segment(text[s:e], True))
            cursor = e
    if end > cursor:
        segments.append(Segment(text[cursor:end]))
    if end < len(text):
        segments.append(Segment(" …"))
    return segments


def hit_from(fields: dict, score: float, stems: set[str]) -> Hit:
    body = fields.get("shown_body", "") or ""
    examples = fields.get("shown_examples", "") or ""
    source = body
    if examples and not any(stem(w.lower()) in stems for w in _WORD_SPAN_RE.findall(normalize(body))):
        if any(stem(w.lower()) in stems for w in _WORD_SPAN_RE.findall(normalize(examples))):
            source = "Example: " + examples
    return Hit(
        number=fields.get("number", ""),
        kind=fields.get("kind", ""),
        title=fields.get("shown_title", "") or "",
        breadcrumb=[tuple(x) for x in fields.get("breadcrumb", []) or []],
        snippet=make_snippet(source, stems),
        score=round(float(score), 4),
        slug=fields.get("slug", "") or "",
    )
