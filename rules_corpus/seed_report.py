"""What the seed parse repaired, and whether the result is the official text.

The seed excerpt is scraped text mended by `parser.seed` (page noise dropped,
overlapping copies merged, words broken across lines joined). The corpus page
lists those repairs, from the parser's own notes, and compares every entry with
the complete official edition when it is loaded (curly and straight quotes
count as the same: the official 2007 file writes straight ones).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from . import editions
from .models import Corpus
from .parser.seed import parse_seed
from .reading import Reading, is_excerpt

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"'})
_KINDS = (
    ("noise", ("dropped page noise",)),
    ("merged", ("merged overlapping copies", "stitched", "already in", "is part of")),
    ("joined", ("mended the word",)),
)


@dataclass
class SeedReport:
    excerpt: Corpus
    repairs: dict[str, list[str]] = field(default_factory=dict)  # kind -> the parser's notes
    official: Corpus | None = None
    equal: int = 0
    differing: list[str] = field(default_factory=list)

    @property
    def matches(self) -> bool:
        return self.official is not None and not self.differing


@lru_cache(maxsize=1)
def _notes() -> tuple[str, ...]:
    return tuple(parse_seed().warnings)


def _plain(text: str) -> str:
    return " ".join(text.translate(_QUOTES).split())


def report(read: Reading) -> SeedReport | None:
    excerpt = read.excerpt or (read.active if is_excerpt(read.active) else None)
    if excerpt is None:
        excerpt = Corpus.objects.filter(slug__startswith="seed-").first()
    if excerpt is None:
        return None
    result = SeedReport(excerpt=excerpt)
    for note in _notes():
        for kind, markers in _KINDS:
            if any(marker in note for marker in markers):
                result.repairs.setdefault(kind, []).append(note)
                break
    result.official = (
        Corpus.objects.filter(effective_date=excerpt.effective_date)
        .exclude(slug__startswith="seed-")
        .order_by("-rule_count")
        .first()
    )
    if result.official is not None:
        seed_texts, full_texts = editions.corpus_texts(excerpt), editions.corpus_texts(result.official)
        for number, text in seed_texts.items():
            if _plain(text) == _plain(full_texts.get(number, "")):
                result.equal += 1
            else:
                result.differing.append(number)
    return result
