"""Which edition the pages read: the newest complete edition, unless the judge chooses another.

Games today are played under the newest rules, so the contents, chapter,
section and rule pages, the glossary, search and the API read the newest
*complete* edition loaded (a full official file, by effective date), not the
seed excerpt. A judge chooses another with `?edition=<effective date>`
(`?edition=2007-02-01`), which every link of the page then carries; the header
lists the loaded editions. A corpus name (`?edition=cr-2026-06-19`) still
works and means its edition's date form, unless it names a smaller copy of
its edition (the seed excerpt beside the complete 2007 rules), which is then
read on its own.

The active corpus (`manage.py corpora --activate`) no longer chooses what is
read: it is the base the site falls back on when no complete edition is
loaded (the seed excerpt, and every page says how little that is). The seed
excerpt keeps its place: when its edition is read from a complete copy, the
rules it holds carry the seed mark.
"""
from __future__ import annotations

import re

import datetime
from dataclasses import dataclass, field
from functools import cached_property

from .context_processors import request_active_corpus
from .models import Corpus, Rule

EXCERPT_ALIAS = "excerpt"  # the seed excerpt (a smaller copy of an edition), whatever its name
FULL_ALIAS = "full"  # older links: the complete copy of the seed excerpt's edition


def is_excerpt(corpus: Corpus | None) -> bool:
    return corpus is not None and corpus.slug.startswith("seed-")


@dataclass
class Edition:
    """One edition loaded, named by its effective date, read from its most complete copy."""

    date: datetime.date
    corpus: Corpus  # its most complete loaded copy
    excerpt: Corpus | None = None  # the seed excerpt cut from it, when loaded
    newest: bool = False  # the newest complete edition: what is read by default

    @property
    def value(self) -> str:
        return self.date.isoformat()

    @property
    def complete(self) -> bool:
        """A full official file, not only the seed excerpt."""
        return not is_excerpt(self.corpus)

    @property
    def label(self) -> str:
        """"June 19, 2026 (newest)", "February 1, 2007 (with the seed excerpt)"..."""
        notes = []
        if self.newest:
            notes.append("newest")
        if not self.complete:
            notes.append("seed excerpt only")
        elif self.excerpt is not None:
            notes.append("with the seed excerpt")
        name = f"{self.date:%B} {self.date.day}, {self.date.year}"
        return f"{name} ({', '.join(notes)})" if notes else name


def loaded_editions() -> list[Edition]:
    """Every loaded edition, newest first (one query)."""
    copies: dict[datetime.date, list[Corpus]] = {}
    for corpus in Corpus.objects.exclude(effective_date=None).only(
        "slug", "name", "effective_date", "rule_count", "is_active"
    ):
        copies.setdefault(corpus.effective_date, []).append(corpus)
    editions = []
    for date in sorted(copies, reverse=True):
        ranked = sorted(copies[date], key=lambda c: (is_excerpt(c), -c.rule_count, c.pk))
        # the seed excerpt cut from it, or else a smaller copy of it
        smaller = [c for c in ranked[1:] if c.rule_count < ranked[0].rule_count]
        excerpt = next((c for c in smaller if is_excerpt(c)), smaller[-1] if smaller else None)
        editions.append(Edition(date=date, corpus=ranked[0], excerpt=excerpt))
    newest = next((edition for edition in editions if edition.complete), None)
    if newest is not None:
        newest.newest = True
    return editions


@dataclass
class Reading:
    """What a request reads: the corpus its pages show and how its links say so."""

    active: Corpus | None
    corpus: Corpus | None  # what the pages show
    edition: Edition | None  # its edition (None for a corpus without a date)
    editions: list[Edition] = field(default_factory=list)
    chosen: str = ""  # the `?edition=` value every link carries ("" for the default reading)
    requested: str = ""  # what the request asked for
    unknown: bool = False  # it asked for an edition that is not loaded

    @property
    def default(self) -> Edition | None:
        return next((edition for edition in self.editions if edition.newest), None)

    @property
    def is_default(self) -> bool:
        default = self.default
        return default is None or (self.corpus is not None and self.corpus.pk == default.corpus.pk)

    @property
    def query(self) -> str:
        """`?edition=…` for a link that stays in this edition ("" for the default reading)."""
        return f"?edition={self.chosen}" if self.chosen else ""

    @property
    def excerpt(self) -> Corpus | None:
        """The seed excerpt cut from the edition read, when that is read from a complete copy."""
        if self.edition is None or self.corpus is None or self.corpus.pk != self.edition.corpus.pk:
            return None
        return self.edition.excerpt

    @property
    def excerpt_only(self) -> bool:
        """No complete edition is loaded: only the seed excerpt is there to read."""
        return is_excerpt(self.corpus) and self.default is None

    @cached_property
    def seed_numbers(self) -> frozenset[str]:
        if self.excerpt is None:
            return frozenset()
        return frozenset(Rule.objects.filter(corpus=self.excerpt).values_list("number", flat=True))


def edition_value(corpus: Corpus, editions: list[Edition]) -> str:
    """How `?edition=` names a corpus: its effective date when it is the copy that
    date reads, else its own name (the seed excerpt beside the complete edition)."""
    for edition in editions:
        if edition.corpus.pk == corpus.pk:
            return edition.value
    return corpus.slug


def _parse_date(text: str) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(text) if len(text) == 10 else None
    except ValueError:
        return None


def _resolve(requested: str, active: Corpus | None, editions: list[Edition]) -> Reading:
    by_date = {edition.date: edition for edition in editions}

    def read(corpus: Corpus, chosen: str) -> Reading:
        edition = by_date.get(corpus.effective_date)
        return Reading(active=active, corpus=corpus, edition=edition, editions=editions,
                       chosen=chosen, requested=requested)

    default = next((edition for edition in editions if edition.newest), None)
    if not requested:
        if default is not None:
            return read(default.corpus, "")
        fallback = active or (editions[0].corpus if editions else None)
        return Reading(active=active, corpus=fallback, edition=by_date.get(getattr(fallback, "effective_date", None)),
                       editions=editions)
    if requested == EXCERPT_ALIAS:
        cut = next((edition.excerpt for edition in editions if edition.excerpt is not None), None)
        excerpt = cut or (active if is_excerpt(active) else None)
        if excerpt is not None:
            return read(excerpt, edition_value(excerpt, editions))
    if requested == FULL_ALIAS:
        excerpt_edition = next((edition for edition in editions if edition.excerpt is not None), None)
        if excerpt_edition is not None:
            return read(excerpt_edition.corpus, excerpt_edition.value)
        return _resolve("", active, editions)
    date = _parse_date(requested)
    if date is not None and date in by_date:
        return read(by_date[date].corpus, by_date[date].value)
    # Only a corpus name is looked up (a slug): anything else, a NUL byte included, which
    # PostgreSQL refuses in a query, names no edition and is never sent to the database.
    named = date is None and _SLUG_RE.fullmatch(requested) is not None
    corpus = Corpus.objects.filter(slug=requested).first() if named else None
    if corpus is not None:
        return read(corpus, edition_value(corpus, editions))
    fallback = _resolve("", active, editions)
    fallback.requested = requested
    # An effective date not loaded: the pages say so. Anything else names no
    # edition at all: the page is read as the site reads it.
    fallback.unknown = date is not None
    return fallback


_SLUG_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,79}")


def reading(request) -> Reading:
    """The request's Reading (its `?edition=`), worked out once."""
    found = getattr(request, "_reading", None)
    active = request_active_corpus(request)
    if found is None or found.active is not active:
        requested = request.GET.get("edition", "").strip()
        found = _resolve(requested, active, loaded_editions())
        request._reading = found
    return found


def reread(request) -> Reading:
    """The request's Reading worked out again: an import replaced the corpus it read
    (the old rows are gone) while the request was reading it."""
    request._active_corpus = Corpus.active()
    request._reading = None
    return reading(request)


def requested_date(read: Reading) -> datetime.date | None:
    """The effective date an unknown `?edition=` names, if it is one."""
    return _parse_date(read.requested)
