"""Finding cards by name, forgivingly and fast: the names are held in memory.

The exact name comes first (spelled any way: case, punctuation, accents, or a
face's name), then names that start with what was typed, then names that hold it,
then names within a few typos ("lightnig bolt"), scored by rapidfuzz (QRatio: an edit distance, a few ms over the whole pool). The index is
built once per process and built again when another import is loaded.
"""
from __future__ import annotations

import threading
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from .models import Card, CardImport, Face
from .names import folded, name_key

FUZZY_CUTOFF = 80
CLOSE_ENOUGH = 88
SCANNED = 2000  # names starting with, or holding, what was typed: enough to rank the shortest  # the one card the site-wide search shows for a misspelt name


@dataclass
class NameIndex:
    names: list[str]  # the card of each entry: a card's name, or the card of a face
    folded: list[str]  # the entry's name, folded (names.folded): cards', then faces'
    by_key: dict[str, str]  # the key of a card's or face's name -> the card's name
    # the entries in the order of their folded names (prefixes by bisection), and all
    # of them joined by newlines (a substring found with str.find, not a loop in Python)
    ordered: list[str] = field(default_factory=list)
    ordered_entries: list[int] = field(default_factory=list)
    joined: str = ""
    offsets: list[int] = field(default_factory=list)

    def __post_init__(self):
        order = sorted(range(len(self.folded)), key=self.folded.__getitem__)
        self.ordered = [self.folded[i] for i in order]
        self.ordered_entries = order
        self.joined = "\n".join(self.folded)
        position = 0
        for name in self.folded:
            self.offsets.append(position)
            position += len(name) + 1

    def starting_with(self, wanted: str, cap: int) -> list[int]:
        found = []
        at = bisect_left(self.ordered, wanted)
        while at < len(self.ordered) and self.ordered[at].startswith(wanted) and len(found) < cap:
            found.append(self.ordered_entries[at])
            at += 1
        return found

    def holding(self, wanted: str, cap: int) -> list[int]:
        found: dict[int, None] = {}
        at = self.joined.find(wanted)
        while at >= 0 and len(found) < cap:
            found[bisect_right(self.offsets, at) - 1] = None
            at = self.joined.find(wanted, at + 1)
        return list(found)


_lock = threading.Lock()
_cache: dict[str, object] = {}


def _version() -> tuple:
    latest = CardImport.objects.order_by("-pk").values_list("pk", "imported_at", "sha256").first()
    return latest or ()


def name_index() -> NameIndex:
    version = _version()
    with _lock:
        if _cache.get("version") != version or "index" not in _cache:
            names = list(Card.objects.order_by("name").values_list("name", flat=True))
            faces = list(Face.objects.order_by("card__name", "position").values_list("name", "card__name"))
            by_key = {}
            for face_name, card_name in faces:
                by_key.setdefault(name_key(face_name), card_name)
            by_key.update({name_key(name): name for name in names})  # a card's own name wins
            _cache["index"] = NameIndex(
                names=names + [card_name for _, card_name in faces],
                folded=[folded(name) for name in names] + [folded(face_name) for face_name, _ in faces],
                by_key=by_key,
            )
            _cache["version"] = version
        return _cache["index"]


def exact(query: str) -> str | None:
    """The card's name when `query` is a card's or a face's name, spelled any way."""
    key = name_key(query)
    return name_index().by_key.get(key) if key else None


def find_names(query: str, limit: int = 20) -> list[str]:
    """Card names for `query`, best first (the exact name first)."""
    index = name_index()
    wanted = folded(query)
    if not wanted:
        return []
    found: dict[str, None] = {}
    hit = index.by_key.get(name_key(query))
    if hit:
        found[hit] = None
    starts = index.starting_with(wanted, cap=SCANNED)
    starts.sort(key=lambda i: len(index.folded[i]))
    for i in starts[:limit]:
        found.setdefault(index.names[i], None)
    if len(found) < limit:
        holds = [i for i in index.holding(wanted, cap=SCANNED) if not index.folded[i].startswith(wanted)]
        holds.sort(key=lambda i: len(index.folded[i]))
        for i in holds[: limit - len(found)]:
            found.setdefault(index.names[i], None)
    if len(found) < limit and len(wanted) >= 3:
        for _, _, i in process.extract(wanted, index.folded, scorer=fuzz.QRatio, limit=limit, score_cutoff=FUZZY_CUTOFF):
            found.setdefault(index.names[i], None)
    return list(found)[:limit]


def close_card(query: str) -> str | None:
    """The one card a site-wide search means: its exact name, or a name one typo away."""
    hit = exact(query)
    if hit or len(folded(query)) < 5:
        return hit
    index = name_index()
    best = process.extractOne(folded(query), index.folded, scorer=fuzz.ratio, score_cutoff=CLOSE_ENOUGH)
    return index.names[best[2]] if best else None


def search(name: str = "", type_line: str = "", text: str = "", limit: int = 50):
    """Cards matching a name (forgivingly), a type and words of the text, best first."""
    cards = Card.objects.all()
    for word in type_line.split():
        cards = cards.filter(type_line__icontains=word)
    for word in text.split():
        cards = cards.filter(oracle_text__icontains=word)
    if name.strip():
        names = find_names(name, limit=limit if not (type_line.strip() or text.strip()) else 500)
        rank = {card_name: position for position, card_name in enumerate(names)}
        found = list(cards.filter(name__in=names).prefetch_related("faces"))
        found.sort(key=lambda card: rank[card.name])
        return found[:limit]
    if not (type_line.strip() or text.strip()):
        return []
    return list(cards.order_by("name").prefetch_related("faces")[:limit])
