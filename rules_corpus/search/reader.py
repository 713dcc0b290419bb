"""The index reader: an opened build's postings and stored fields, cached per folder.

Only what the index holds: postings (read once, kept as dicts), field lengths,
stored fields, the numbers of rules under or citing a rule. How these become
scores is `ranking`'s; other modules keep what they compute from one opened
index (priors, spelling tables) with `derived`, for as long as it is open.
"""
from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Callable, TypeVar

from whoosh import index as whoosh_index
from whoosh import query as Q

from .documents import POSITIONAL_FIELDS, TEXT_FIELDS
from .storage import WORDS_FILE, current_build

# Common words' postings are read when an index opens (see `OpenIndex`).
PRELOAD_DOC_FREQUENCY = 25

T = TypeVar("T")


class OpenIndex:
    """One build, opened: Whoosh's searcher (not thread-safe: calls hold `lock`)
    and the postings read so far."""

    def __init__(self, build: Path):
        self.build = build
        self.lock = threading.RLock()
        self.ix = whoosh_index.open_dir(str(build))
        self.searcher = self.ix.searcher()
        self.reader = self.searcher.reader()
        data = json.loads((build / WORDS_FILE).read_text())
        # The corpus's own spellings and how often each is used.
        self.words: dict[str, int] = data["words"]
        # Per document, in Whoosh's document order: (number, kind, is a heading rule).
        self.docs: list[tuple[str, str, bool]] = [tuple(d[:3]) for d in data["docs"]]
        # Per document: the stems of the keyword it is about (empty for most rules).
        self.topics: list[frozenset[str]] = [frozenset(d[3]) for d in data["docs"]]
        self.doc_count = len(self.docs)
        # A glossary term's stems (space-separated) -> [its entry's document, the term].
        self.defined: dict[str, list] = data.get("defined", {})
        self._phrases: dict[tuple[str, ...], bool] = {}
        self._derived: dict[str, object] = {}
        self._postings: dict[tuple[str, str], dict[int, tuple[int, ...] | int]] = {}
        self.lengths = {
            name: [self.reader.doc_field_length(d, name, 0) or 0 for d in range(self.doc_count)]
            for name in TEXT_FIELDS
        }
        self.average_length = {
            name: (sum(values) / max(1, sum(1 for v in values if v))) or 1.0 for name, values in self.lengths.items()
        }
        # Common words' postings are read once here, so that no question pays
        # for reading "creature" or "player"; rare words are read when asked for.
        for fieldname in TEXT_FIELDS:
            for term, info in self.reader.iter_field(fieldname):
                if info.doc_frequency() >= PRELOAD_DOC_FREQUENCY:
                    self.postings(fieldname, term.decode() if isinstance(term, bytes) else term)

    def derived(self, name: str, make: Callable[["OpenIndex"], T]) -> T:
        """What another module computes once from this index (`make(self)`), kept while it is open."""
        found = self._derived.get(name)
        if found is None:
            found = self._derived[name] = make(self)
        return found

    def postings(self, fieldname: str, term: str) -> dict:
        """doc -> positions (tuple) for positional fields, doc -> frequency otherwise; cached."""
        key = (fieldname, term)
        found = self._postings.get(key)
        if found is None:
            found = {}
            with self.lock:
                if key in self.reader:
                    matcher = self.reader.postings(fieldname, term)
                    if fieldname in POSITIONAL_FIELDS:
                        found = {doc: tuple(positions) for doc, positions in matcher.items_as("positions")}
                    else:
                        found = {doc: int(weight) for doc, weight in matcher.items_as("weight")}
            self._postings[key] = found
        return found

    def frequencies(self, fieldname: str, stems: tuple[str, ...], slop: int) -> dict[int, int]:
        """doc -> how often the word (or the phrase, words within `slop`) occurs in the field."""
        if len(stems) == 1:
            found = self.postings(fieldname, stems[0])
            if fieldname in POSITIONAL_FIELDS:
                return {doc: len(positions) for doc, positions in found.items()}
            return found
        lists = [self.postings(fieldname, s) for s in stems]
        if not all(lists):
            return {}
        smallest = min(lists, key=len)
        if fieldname not in POSITIONAL_FIELDS:
            return {doc: min(other.get(doc, 0) for other in lists) for doc in smallest if all(doc in o for o in lists)}
        result = {}
        for doc in smallest:
            if all(doc in other for other in lists):
                count = phrase_count([other[doc] for other in lists], slop)
                if count:
                    result[doc] = count
        return result

    def has_stem(self, term: str) -> bool:
        return any(self.postings(name, term) for name in TEXT_FIELDS)

    def has_phrase(self, stems: tuple[str, ...]) -> bool:
        """Whether the corpus's rules say these words (at least twice), cached."""
        known = self._phrases.get(stems)
        if known is None:
            if len(stems) == 1:
                known = len(self.postings("body", stems[0])) >= 2
            else:
                known = len(self.frequencies("body", stems, 1)) >= 2
            self._phrases[stems] = known
        return known

    def has_number(self, number: str) -> int | None:
        with self.lock:
            return self.searcher.document_number(number=number)

    def stored(self, docnum: int) -> dict:
        with self.lock:
            return self.searcher.stored_fields(docnum)

    def in_order(self, fieldname: str, number: str) -> list[int]:
        """Documents whose `fieldname` (lineage or refs) holds `number`, in rules order."""
        with self.lock:
            found = self.searcher.search(Q.Term(fieldname, number), limit=None, sortedby="position")
            return [hit.docnum for hit in found]

    def close(self):
        try:
            self.searcher.close()
        except Exception:  # noqa: BLE001 - a closed or vanished index is fine to drop
            pass


# One open index per folder for the whole process: the dev server starts a
# thread per request, so a per-thread cache would reopen (and re-read) the
# index on every search. Whoosh's readers are not thread-safe: each open index
# serializes its own Whoosh calls (`OpenIndex.lock`); the scoring is plain
# Python over dicts that are only ever added to.
_indexes: dict[Path, OpenIndex] = {}
_indexes_lock = threading.Lock()


def open_index(index_dir: Path | str) -> OpenIndex:
    """The cached open index for `index_dir`, reopened when a rebuild swapped it."""
    index_dir = Path(index_dir)
    build = current_build(index_dir)
    if build is None:
        raise IndexMissing(str(index_dir))
    opened = _indexes.get(index_dir)
    if opened is not None and opened.build == build:
        return opened
    with _indexes_lock:
        opened = _indexes.get(index_dir)
        if opened is None or opened.build != build:
            # The old one is left to the garbage collector: another thread may
            # still be reading it.
            try:
                opened = OpenIndex(build)
            except Exception as error:  # noqa: BLE001 - unreadable: the caller rebuilds it
                raise IndexMissing(f"{build} cannot be read: {error}") from error
            _indexes[index_dir] = opened
    return opened


class IndexMissing(Exception):
    """No index has been built in this folder yet."""


def phrase_count(position_lists: list[tuple[int, ...]], slop: int) -> int:
    """How many times the words occur in order, each within `slop` positions of the last."""
    count = 0
    for start in position_lists[0]:
        at = start
        for positions in position_lists[1:]:
            following = [p for p in positions if at < p <= at + slop]
            if not following:
                break
            at = following[0]
        else:
            count += 1
    return count
