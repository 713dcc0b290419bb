"""Two editions compared rule by rule: added, removed, changed, moved (plain Python).

A rule is "the same rule" when it keeps its number. A removed number whose text
turns up nearly word for word under an added number (a renumbering, such as a
keyword rule moving down a place) is shown as moved, not as one removal and
one addition. Word-level changes are marked with <del>/<ins> on escaped text.
Nothing here imports Django: the views hand in {number: text} mappings.
"""
from __future__ import annotations

import datetime as dt
import difflib
import html
import re
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from .parser.numbers import number_sort_key

# How alike (difflib's ratio over words) a removed and an added text must be to count as a move.
MOVED_RATIO = 0.9
# Words in more than this many added texts say nothing about which one a text moved to.
_COMMON_POSTINGS = 60
_CANDIDATES = 3
_WORD = re.compile(r"\w+(?:['’]\w+)*", re.UNICODE)
_TOKEN = re.compile(r"\s+|\w+(?:['’]\w+)*|[^\w\s]", re.UNICODE)
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Changed:
    number: str
    before: str
    after: str


@dataclass(frozen=True)
class Moved:
    before_number: str
    after_number: str
    before: str
    after: str


@dataclass
class EditionDiff:
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    changed: list[Changed] = field(default_factory=list)
    moved: list[Moved] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "added": self.added,
            "removed": self.removed,
            "changed": [{"number": c.number, "before": c.before, "after": c.after} for c in self.changed],
            "moved": [
                {"from": m.before_number, "to": m.after_number, "before": m.before, "after": m.after}
                for m in self.moved
            ],
        }


def _same(before: str, after: str) -> bool:
    return before == after or _SPACE.sub(" ", before).strip() == _SPACE.sub(" ", after).strip()


def compare(old: Mapping[str, str], new: Mapping[str, str]) -> EditionDiff:
    """Every number added, removed or changed from `old` to `new` (in rules order),
    with near-identical removed/added pairs taken out as moves."""
    removed = [number for number in old if number not in new]
    added = [number for number in new if number not in old]
    changed = [
        Changed(number, old[number], new[number])
        for number in new
        if number in old and not _same(old[number], new[number])
    ]
    moved = find_moves({n: old[n] for n in removed}, {n: new[n] for n in added})
    gone = {m.before_number for m in moved}
    came = {m.after_number for m in moved}
    return EditionDiff(
        added=sorted((n for n in added if n not in came), key=number_sort_key),
        removed=sorted((n for n in removed if n not in gone), key=number_sort_key),
        changed=sorted(changed, key=lambda c: number_sort_key(c.number)),
        moved=sorted(moved, key=lambda m: number_sort_key(m.after_number)),
    )


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def find_moves(removed: Mapping[str, str], added: Mapping[str, str]) -> list[Moved]:
    """Pairs (removed number, added number) whose texts are nearly the same.

    Candidates come from the words the texts share (an inverted index over the
    added texts, leaving out words too common to tell them apart), so the cost
    grows with the texts, not with removed × added."""
    if not removed or not added:
        return []
    added_words = {number: _words(text) for number, text in added.items()}
    postings: dict[str, list[str]] = defaultdict(list)
    for number, words in added_words.items():
        for word in set(words):
            postings[word].append(number)
    scored: list[tuple[float, str, str]] = []
    for number, text in removed.items():
        words = _words(text)
        shared: Counter[str] = Counter()
        for word in set(words):
            posting = postings.get(word, ())
            if len(posting) <= _COMMON_POSTINGS:
                shared.update(posting)
        for candidate, _count in shared.most_common(_CANDIDATES):
            matcher = difflib.SequenceMatcher(None, words, added_words[candidate], autojunk=False)
            if matcher.real_quick_ratio() >= MOVED_RATIO and matcher.quick_ratio() >= MOVED_RATIO:
                ratio = matcher.ratio()
                if ratio >= MOVED_RATIO:
                    scored.append((ratio, number, candidate))
    moves, used_before, used_after = [], set(), set()
    for _ratio, before, after in sorted(scored, key=lambda s: (-s[0], number_sort_key(s[1]))):
        if before in used_before or after in used_after:
            continue
        used_before.add(before)
        used_after.add(after)
        moves.append(Moved(before, after, removed[before], added[after]))
    return moves


def word_diff(before: str, after: str) -> tuple[str, str]:
    """Both texts as escaped HTML, the words taken out in <del>, those put in in <ins>."""
    a, b = _TOKEN.findall(before), _TOKEN.findall(after)
    old_html, new_html = [], []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        old_part = html.escape("".join(a[i1:i2]), quote=False)
        new_part = html.escape("".join(b[j1:j2]), quote=False)
        if op == "equal":
            old_html.append(old_part)
            new_html.append(new_part)
            continue
        if old_part:
            old_html.append(f"<del>{old_part}</del>")
        if new_part:
            new_html.append(f"<ins>{new_part}</ins>")
    return "".join(old_html), "".join(new_html)


@dataclass(frozen=True)
class HistoryEvent:
    """What happened to one rule number in one edition: "new", "changed",
    "removed", "moved" (its text came from `other`), "moved_away" (its text went
    to `other`), or "first" (as the oldest edition loaded has it)."""

    kind: str
    date: dt.date
    slug: str
    before_html: str = ""
    after_html: str = ""
    other: str = ""


def history(
    number: str,
    editions: Sequence[tuple[dt.date, str, str | None]],
    moved_from: Mapping[str, str] | None = None,
    moved_to: Mapping[str, str] | None = None,
) -> list[HistoryEvent]:
    """A rule's life across editions, oldest first: `editions` gives each loaded
    edition's (date, slug, text of `number` or None); `moved_from` names, by slug,
    the number its text had in the edition before when it moved there, and
    `moved_to` the number its text went to in an edition that dropped it."""
    moved_from, moved_to = moved_from or {}, moved_to or {}
    events: list[HistoryEvent] = []
    previous: str | None = None
    for position, (date, slug, text) in enumerate(editions):
        if text is None:
            if previous is not None and slug in moved_to:
                events.append(HistoryEvent("moved_away", date, slug, other=moved_to[slug]))
            elif previous is not None:
                events.append(HistoryEvent("removed", date, slug))
        elif position == 0:
            events.append(HistoryEvent("first", date, slug))
        elif previous is None:
            if slug in moved_from:
                events.append(HistoryEvent("moved", date, slug, other=moved_from[slug]))
            else:
                events.append(HistoryEvent("new", date, slug))
        elif not _same(previous, text):
            before_html, after_html = word_diff(previous, text)
            events.append(HistoryEvent("changed", date, slug, before_html, after_html))
        previous = text
    return events
