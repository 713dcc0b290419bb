"""Two editions compared rule by rule: added, removed, changed, moved (plain Python).

A rule is "the same rule" when its text says so (rules_corpus.lineage), not
its number: a rule renumbered, moved to another chapter or reworded is moved
or changed, and a number reused for another rule is one removal and one
addition. Word-level changes are marked with <del>/<ins> on escaped text.
Nothing here imports Django: the views hand in {number: text} mappings.
"""
from __future__ import annotations

import difflib
import html
import re
from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

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


def same_text(before: str, after: str) -> bool:
    """The same words, whatever the spaces between them."""
    return before == after or _SPACE.sub(" ", before).strip() == _SPACE.sub(" ", after).strip()


def compare(old: Mapping[str, str], new: Mapping[str, str], matches: Mapping[str, str] | None = None) -> EditionDiff:
    """Every rule added, removed, changed or moved from `old` to `new` (in rules order).

    `matches` ({old number: new number}, rules_corpus.lineage.match by default)
    says which rule is which: a rule matched under its own number is changed when
    its words are; matched under another number, moved. A number neither side's
    lineage claims, whose words are still alike (KEPT_RATIO), is the same rule
    changed (so is a heading of a few words); otherwise a number reused for another rule is one rule removed and
    another added. Removed/added pairs nearly word for word alike that lineage
    left apart are moves too."""
    if matches is None:
        from .lineage import match

        matches = match(old, new)
    claimed = set(matches.values())
    pairs: dict[str, str] = {}
    for number in old:
        if number in matches:
            pairs[number] = matches[number]
        elif number in new and number not in claimed and _alike(old[number], new[number]):
            pairs[number] = number
    came = set(pairs.values())
    removed = [number for number in old if number not in pairs]
    added = [number for number in new if number not in came]
    changed = [
        Changed(number, old[number], new[number])
        for number, there in pairs.items()
        if number == there and not same_text(old[number], new[number])
    ]
    moved = [Moved(number, there, old[number], new[there]) for number, there in pairs.items() if number != there]
    moved += find_moves({n: old[n] for n in removed}, {n: new[n] for n in added})
    gone = {m.before_number for m in moved}
    came |= {m.after_number for m in moved}
    return EditionDiff(
        added=sorted((n for n in added if n not in came), key=number_sort_key),
        removed=sorted((n for n in removed if n not in gone), key=number_sort_key),
        changed=sorted(changed, key=lambda c: number_sort_key(c.number)),
        moved=sorted(moved, key=lambda m: number_sort_key(m.after_number)),
    )


# How alike (difflib's ratio over words) a number's two texts must be to be one
# rule changed when lineage matched neither of them elsewhere.
KEPT_RATIO = 0.5


def _alike(before: str, after: str) -> bool:
    if same_text(before, after):
        return True
    a, b = _words(before), _words(after)
    if min(len(a), len(b)) < 4:
        return True  # a heading renamed in its place (too few words to tell otherwise)
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return matcher.real_quick_ratio() >= KEPT_RATIO and matcher.quick_ratio() >= KEPT_RATIO and matcher.ratio() >= KEPT_RATIO


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


@lru_cache(maxsize=1024)
def word_diff(before: str, after: str) -> tuple[str, str]:
    """Both texts as escaped HTML, the words taken out in <del>, those put in in <ins>.

    Kept for the next page that shows the same pair (a diff page, a rule's history):
    a long rule (205.3m, the creature types) costs tens of milliseconds."""
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


@dataclass
class Chapter:
    """One chapter's share of a diff: its entries by kind, in rules order."""

    number: str
    title: str = ""
    changed: list[Changed] = field(default_factory=list)
    moved: list[Moved] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.changed) + len(self.moved) + len(self.added) + len(self.removed)


def _chapter_of(number: str) -> str:
    return number.split(".", 1)[0][0]


def chapters(result: EditionDiff, titles: Mapping[str, str]) -> list[Chapter]:
    """The diff by chapter, in chapter order: a changed or added rule under its own
    chapter, a removed one under its old chapter, a moved one where it went to
    (2007's 420.5a, now 704.5a, under chapter 7). `titles`: {chapter number: title}."""
    found: dict[str, Chapter] = {}

    def chapter(number: str) -> Chapter:
        key = _chapter_of(number)
        if key not in found:
            found[key] = Chapter(key, titles.get(key, ""))
        return found[key]

    for change in result.changed:
        chapter(change.number).changed.append(change)
    for move in result.moved:
        chapter(move.after_number).moved.append(move)
    for number in result.added:
        chapter(number).added.append(number)
    for number in result.removed:
        chapter(number).removed.append(number)
    return [found[key] for key in sorted(found, key=int)]
