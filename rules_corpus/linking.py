"""Turn a rule's plain text into escaped HTML with every citation and glossary term linked.

Done once at import, so a rule page costs a lookup, not a regex pass. Plain
Python: the URL of a rule or glossary term comes in as a function.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html import escape

from .parser.model import Reference


class GlossaryMatcher:
    """Finds glossary terms (and their aliases) in running text, longest first.

    Only the first use of each term in a text is linked: a paragraph where every
    "player" is underlined helps nobody.
    """

    MIN_LENGTH = 4

    def __init__(self, terms: Iterable[tuple[str, str]]):
        # (surface form, slug); several surface forms may share one slug
        self.slug_for: dict[str, str] = {}
        for surface, slug in terms:
            key = surface.strip().lower()
            if len(key) >= self.MIN_LENGTH and key not in self.slug_for:
                self.slug_for[key] = slug
        if self.slug_for:
            alternatives = sorted(self.slug_for, key=len, reverse=True)
            self.pattern = re.compile(
                r"(?<![\w-])(?:" + "|".join(re.escape(a) for a in alternatives) + r")(?![\w-])",
                re.IGNORECASE,
            )
        else:
            self.pattern = None

    def find(self, text: str, skip_slugs: set[str]) -> list[tuple[int, int, str]]:
        if self.pattern is None:
            return []
        found = []
        seen = set(skip_slugs)
        for match in self.pattern.finditer(text):
            slug = self.slug_for[match.group(0).lower()]
            if slug in seen:
                continue
            seen.add(slug)
            found.append((match.start(), match.end(), slug))
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
