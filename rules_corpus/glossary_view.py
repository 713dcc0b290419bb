"""The glossary of one edition as its page shows it: the terms, an A-Z index
(one jump per initial letter) and the filter box's narrowing, done on the server
so that the page works without JavaScript."""
from __future__ import annotations

import string
from dataclasses import dataclass, field

from .models import Corpus, GlossaryEntry

OTHER = "#"  # a term that does not start with a letter ("+1/+1 counter")


def initial(term: str) -> str:
    first = term.lstrip("\"'“‘(").upper()[:1]
    return first if first in string.ascii_uppercase else OTHER


def anchor_of(letter: str) -> str:
    return "letter-other" if letter == OTHER else f"letter-{letter.lower()}"


@dataclass
class Letter:
    letter: str
    anchor: str
    present: bool


@dataclass
class GlossaryView:
    entries: list[GlossaryEntry] = field(default_factory=list)
    total: int = 0  # terms in the edition's glossary, before the filter
    letters: list[Letter] = field(default_factory=list)


def _matches(entry: GlossaryEntry, words: list[str]) -> bool:
    """Every word typed is in the term or one of its other names."""
    names = " ".join([entry.term, *(entry.aliases or [])]).casefold()
    return all(word in names for word in words)


def glossary(corpus: Corpus | None, term_filter: str = "") -> GlossaryView:
    if corpus is None:
        return GlossaryView()
    everything = list(corpus.glossary.order_by("position"))
    words = term_filter.casefold().split()
    entries = [entry for entry in everything if _matches(entry, words)] if words else everything
    first_of: set[str] = set()
    for entry in entries:
        letter = initial(entry.term)
        if letter not in first_of:
            first_of.add(letter)
            entry.letter_anchor = anchor_of(letter)  # the first term of its letter carries the jump's target
    letters = [Letter(letter, anchor_of(letter), letter in first_of) for letter in [OTHER, *string.ascii_uppercase]]
    if OTHER not in first_of:
        letters = letters[1:]
    return GlossaryView(entries=entries, total=len(everything), letters=letters)
