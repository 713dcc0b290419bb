"""Turn a rule's plain text into escaped HTML with every citation and glossary term linked.

Done once at import, so a rule page costs a lookup, not a regex pass. Plain
Python: the URL of a rule or glossary term comes in as a function.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html import escape

from .parser.model import Reference


WORD = re.compile(r"\w+")


class GlossaryMatcher:
    """Finds glossary terms (and their aliases) in running text, longest first.

    Terms are matched word by word (case-insensitive), indexed by their first
    word, so a text costs one pass over its words whatever the glossary's size.
    Only the first use of each term in a text is linked: a paragraph where every
    "player" is underlined helps nobody.
    """

    MIN_LENGTH = 4

    def __init__(self, terms: Iterable[tuple[str, str]]):
        # (surface form, slug); several surface forms may share one slug
        self.by_first_word: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        seen: set[tuple[str, ...]] = set()
        for surface, slug in terms:
            words = tuple(word.lower() for word in WORD.findall(surface))
            if not words or len(surface.strip()) < self.MIN_LENGTH or words in seen:
                continue
            seen.add(words)
            self.by_first_word.setdefault(words[0], []).append((words, slug))
        for candidates in self.by_first_word.values():
            candidates.sort(key=lambda item: len(item[0]), reverse=True)

    def find(self, text: str, skip_slugs: set[str]) -> list[tuple[int, int, str]]:
        if not self.by_first_word:
            return []
        lowered = text.lower()
        if len(lowered) != len(text):  # a rare character that changes length when lowered
            lowered = "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in text)
        matches = list(WORD.finditer(lowered))
        words = [m.group(0) for m in matches]
        first_words = self.by_first_word
        found = []
        seen = set(skip_slugs)
        index, count = 0, len(words)
        while index < count:
            candidates = first_words.get(words[index])
            matched = 1
            if candidates:
                for term_words, slug in candidates:
                    size = len(term_words)
                    if tuple(words[index : index + size]) == term_words:
                        if slug not in seen:
                            seen.add(slug)
                            found.append((matches[index].start(), matches[index + size - 1].end(), slug))
                        matched = size
                        break
            index += matched
        return found


def render_linked_text(
    text: str,
    references: Iterable[Reference],
    rule_url: Callable[[str], str],
    glossary: GlossaryMatcher | None = None,
    glossary_url: Callable[[str], str] | None = None,
    skip_slugs: set[str] | None = None,
) -> str:
    """Escaped HTML of `text`: reference spans become rule links, then glossary terms."""
    spans: dict[tuple[int, int], list[str]] = {}
    for ref in references:
        spans.setdefault((ref.start, ref.end), []).append(ref.target)
    pieces: list[str] = []
    cursor = 0

    def plain(segment: str) -> str:
        if not glossary or not glossary_url or not segment:
            return escape(segment, quote=False)
        out, pos = [], 0
        for start, end, slug in glossary.find(segment, skip):
            out.append(escape(segment[pos:start], quote=False))
            out.append(
                f'<a class="glossary-term" href="{escape(glossary_url(slug))}">'
                f"{escape(segment[start:end], quote=False)}</a>"
            )
            skip.add(slug)
            pos = end
        out.append(escape(segment[pos:], quote=False))
        return "".join(out)

    skip: set[str] = set(skip_slugs or ())
    for (start, end), targets in sorted(spans.items()):
        if start < cursor or end > len(text):
            continue  # overlapping or stale span: leave it as text
        pieces.append(plain(text[cursor:start]))
        title = ", ".join(targets)
        pieces.append(
            f'<a class="rule-ref" href="{escape(rule_url(targets[0]))}" '
            f'title="Rule {escape(title)}">{escape(text[start:end], quote=False)}</a>'
        )
        cursor = end
    pieces.append(plain(text[cursor:]))
    return "".join(pieces)
