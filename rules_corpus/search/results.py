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
    # Shown first of its rule's hits on the page (`group_siblings`), else under that one.
    lead: bool = True

    @property
    def rule(self) -> str:
        """The rule a subrule belongs to ("613.4" for "613.4d"), else the entry's own number or slug."""
        if self.kind == "subrule":
            return self.number.rstrip("abcdefghijklmnopqrstuvwxyz")
        return self.number or f"glossary:{self.slug}"

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
class Definition:
    """The glossary's definition of what a "what is X" question asks about."""

    term: str
    text: str
    slug: str


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
    # Ranked by meaning as well as words (the dense ranking took part)...
    meaning: bool = False
    # ...or by words only while the vectors are being computed (set by the caller that started that).
    meaning_pending: bool = False
    # "What is X": the glossary's entry for X, shown before the rules (first page only).
    definition: Definition | None = None
    # The learned reranker reordered the fused ranking's top (`rerank`).
    reranked: bool = False
    # The index could not be read nor rebuilt: matched by words in the database instead.
    index_unavailable: bool = False

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


# A sentence ends at ".", "!" or "?" before a space and a capital, a quote or a
# bracket: "rule 704.5f." inside a sentence does not end it.
_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"(])")
# The answering sentence is shown whole up to this many words (then a window of it).
LONGEST_SENTENCE = 54


def make_snippet(text: str, stems: set[str], words: int = SNIPPET_WORDS) -> list[Segment]:
    """What to show of `text` for a question, as plain segments to escape: the
    whole text when it is short, else the sentence that answers (the one
    naming the most asked things), else the window with the most matched words."""
    text = normalize(text).replace("\n", " ")
    spans = [(m.start(), m.end(), stem(m.group().lower()) in stems) for m in _WORD_SPAN_RE.finditer(text)]
    if not spans:
        return [Segment(text[:300])]
    if len(spans) <= words:
        return _segments(text, spans, 0, len(text))
    sentence = _answering_sentence(text, spans)
    if sentence is not None:
        begin, end = sentence
        inside = [span for span in spans if begin <= span[0] < end]
        if len(inside) <= LONGEST_SENTENCE:
            return _segments(text, inside, begin, end)
    start_word = _best_window(spans, words)
    chosen = spans[start_word : start_word + words]
    begin = chosen[0][0] if start_word else 0
    end = chosen[-1][1] if start_word + words < len(spans) else len(text)
    return _segments(text, chosen, begin, end)


def _answering_sentence(text: str, spans) -> tuple[int, int] | None:
    """(start, end) of the sentence with the most distinct matched words (then
    the most matches; the first of equals), or None when none matches."""
    bounds = [0] + [m.end() for m in _SENTENCE_END_RE.finditer(text)] + [len(text)]
    best, best_rank = None, (0, 0)
    for begin, end in zip(bounds, bounds[1:]):
        matched = [text[s:e].lower() for s, e, hit in spans if hit and begin <= s < end]
        rank = (len({stem(w) for w in matched}), len(matched))
        if rank > best_rank:
            best, best_rank = (begin, len(text[:end].rstrip())), rank
    return best


def _best_window(spans, words: int) -> int:
    """The first word of the `words`-word window with the most matched words."""
    marks = [1 if hit else 0 for _s, _e, hit in spans]
    best, best_at, window = -1, 0, sum(marks[:words])
    for i in range(len(spans) - words + 1):
        if i:
            window += marks[i + words - 1] - marks[i - 1]
        if window > best:
            best, best_at = window, i
    if best <= 0:
        return 0
    # Start a little before the window's first match so the sentence reads.
    first = next(i for i in range(best_at, len(spans)) if marks[i])
    return max(0, min(first - 3, len(spans) - words))


def _segments(text: str, chosen, begin: int, end: int) -> list[Segment]:
    """text[begin:end] as segments, the matched words marked, "…" where it is cut."""
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


def group_siblings(hits: list[Hit]) -> list[Hit]:
    """The hits with each rule's together: a group stands where its best hit
    ranks, that one first (the lead), then its siblings (and the rule itself) in
    their order. "613.4d" and "613.4" are one answer to read together, not two."""
    groups: dict[str, list[Hit]] = {}
    for hit in hits:
        groups.setdefault(hit.rule, []).append(hit)
    ordered = []
    for members in groups.values():
        for position, hit in enumerate(members):
            hit.lead = position == 0
        ordered += members
    return ordered


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
