"""Which corpus the pages read: the whole book by default.

The seed excerpt holds 59 rules of the February 2007 edition. When a complete
copy of its edition is loaded beside it (as `make run` does), the contents,
chapter, section and rule pages, the glossary and search read the complete
copy, and the rules the excerpt holds carry a mark. Without one, the pages
say plainly how little is loaded and how to import a complete edition.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .context_processors import request_active_corpus
from .indexing import fuller_copy
from .models import Corpus, Rule


def is_excerpt(corpus: Corpus | None) -> bool:
    return corpus is not None and corpus.slug.startswith("seed-")


@dataclass
class Reading:
    active: Corpus | None
    corpus: Corpus | None  # what the pages show
    excerpt: Corpus | None  # the active excerpt, when `corpus` is its complete copy

    @property
    def excerpt_only(self) -> bool:
        """Only the excerpt is there: no complete copy of its edition is loaded."""
        return is_excerpt(self.active) and self.excerpt is None

    @cached_property
    def seed_numbers(self) -> frozenset[str]:
        if self.excerpt is None:
            return frozenset()
        return frozenset(Rule.objects.filter(corpus=self.excerpt).values_list("number", flat=True))


def reading(request) -> Reading:
    """The request's Reading, worked out once."""
    found = getattr(request, "_reading", None)
    if found is None or found.active is not request_active_corpus(request):
        active = request_active_corpus(request)
        fuller = fuller_copy(active)
        found = Reading(active=active, corpus=fuller or active, excerpt=active if fuller else None)
        request._reading = found
    return found
