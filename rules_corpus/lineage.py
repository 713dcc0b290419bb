"""Lineage: the same rule in two editions, matched by its text, not its number.

Rules are renumbered (2007's 408.1c is 2026's 117.3a), move to another chapter
(2007's 420.5a, a state-based effect, is 2026's 704.5a) and are reworded; and a
number is reused for a different rule (2007's 506.4 is about subgames, 2026's
506.4 about removal from combat). So two rules are matched when their words,
after the vocabulary of the Magic 2010 rewrite is brought to today's ("in play"
-> "battlefield", "removed from the game" -> "exile", "play" a spell -> "cast",
state-based effects -> actions), are alike, and their places agree where the
words alone are not enough (a parent or section already matched, the rules
around them matched to the rules around the candidate).

Precision comes first: a rule gets no match rather than a doubtful one. Each
rule is matched to at most one rule of the other edition. Plain Python; the
caller hands in {number: text} for each edition (examples after the text on
lines starting "Example:" are ignored).
"""
from __future__ import annotations

import difflib
import heapq
import math
import re
from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from .parser.numbers import number_sort_key as _number_sort_key
from .parser.numbers import parent_of

# Bumped whenever matching changes, so matches stored on disk are made again.
VERSION = 4
# Scores (see _scores) run from 0 to 1 (the same words once normalised).
# A pair this alike is the same rule whatever its place, when each is the
# other's best match by MARGIN.
SURE = 0.75
# Alike enough, whatever the place, when far ahead of any other candidate.
CLEAR, CLEAR_MARGIN = 0.6, 0.25
# A heading alike (SURE) and this far ahead of any other is the same heading.
HEADING_MARGIN = 0.3
# Alike enough when an ancestor of each (below its chapter) is matched to the other's.
IN_PLACE = 0.4
# Alike enough when the rules just before and after are matched to the rules
# just before and after the candidate as well (a rule between matched neighbours).
BETWEEN_MATCHED = 0.3
# A heading matched by its children's votes needs at least this much of its words too
# (unless three or more children agree).
VOTED = 0.3
# How far ahead of the second-best candidate the best must be.
MARGIN = 0.08
# Texts of fewer words than this are headings ("Trample", "General"): matched
# only by their place (the parent matched) or when the heading is unique.
SHORT = 4
# The first words weigh this much in a score (see _scores).
LEAD, LEAD_WEIGHT = 10, 0.2
_CANDIDATES = 10
_TELLING = 40  # the weightiest words of a rule that pick its candidates
_SCORED = 5  # of those candidates, the closest by cosine are scored in full
_COMMON = 0.05  # a word in more than this share of the rules picks no candidates

# The Magic 2010 rewrite and later renamings, old words -> today's (see also
# rules_corpus.vocabulary.EDITIONS, the same shifts as search synonyms).
_VOCABULARY: list[tuple[re.Pattern, str]] = [
    (re.compile(p), r)
    for p, r in [
        (r"\bremoved[- ]from[- ]the[- ]game zone\b", "exile zone"),
        (r"\bremoved from the game\b", "exiled"),
        (r"\bremov(e|es|ing) (.{1,40}?) from the game\b", r"exile \2"),
        (r"\bremov(e|es|ing) from the game\b", "exile"),
        (r"\b(comes|come|came|coming) into play\b", "enters the battlefield"),
        (r"\b(put|puts|putting) (.{1,40}?) into play\b", r"put \2 onto the battlefield"),
        (r"\binto play\b", "onto the battlefield"),
        (r"\b(leaves|leave|left|leaving) play\b", "leaves the battlefield"),
        (r"\b(in|from) play\b", r"\1 the battlefield"),
        (r"\bstate-based effects?\b", "state-based actions"),
        (r"\bend of turn step\b", "end step"),
        (r"\bconverted mana cost\b", "mana value"),
        (r"\bcharacteristic-setting\b", "characteristic-defining"),
        (r"\b(is|are) put into (a|its owner's|their owners') graveyards? from the battlefield\b", "dies"),
        (r"\b\d{3}(\.\d+[a-z]?)?\b", " "),  # rule numbers: renumbered along with the rules
    ]
]
_NUMBERS = _VOCABULARY[-1][0]
# Only a text with one of these words can hold an old phrase (most don't: skip the table).
_OLD_WORDS = re.compile(r"the game|play|state-based|end of turn|converted|characteristic-setting|graveyard")
# Word forms that mean the same act across editions, and light stemming.
_SAME_WORD = {
    "play": "cast", "plays": "cast", "played": "cast", "playing": "cast",
    "cast": "cast", "casts": "cast", "casting": "cast",
    "gets": "receive", "get": "receive", "receives": "receive", "receive": "receive",
}
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_STOP = frozenset("a an the of to and or in on is are be it its that this as by for with".split())


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    if word in _SAME_WORD:
        return _SAME_WORD[word]
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


number_sort_key = lru_cache(maxsize=65536)(_number_sort_key)


def words(text: str) -> list[str]:
    """The words lineage compares: the rule's own text (not its examples), lower
    case, straight quotes, the old vocabulary in today's words, stemmed, without
    rule numbers or the commonest small words."""
    text = text.split("\nExample:", 1)[0].lower().replace("’", "'").replace("‘", "'").replace("_", "")
    if _OLD_WORDS.search(text):
        for pattern, replacement in _VOCABULARY:
            text = pattern.sub(replacement, text)
    else:
        text = _NUMBERS.sub(" ", text)
    return [_stem(w) for w in _WORD.findall(text) if w not in _STOP]


@dataclass(frozen=True)
class _Side:
    """One edition as lineage reads it: each rule's weighted words and place."""

    numbers: list[str]
    vectors: dict[str, dict[str, float]]
    lengths: dict[str, int]
    keys: dict[str, str]  # the normalised words, joined: equal keys are equal texts
    tokens: dict[str, list[str]]
    by_key: dict[str, list[str]]
    key_count: Counter


def _features(tokens: list[str]) -> Counter:
    features = Counter(tokens)
    features.update(f"{a} {b}" for a, b in zip(tokens, tokens[1:]))
    return features


def _sides(old: Mapping[str, str], new: Mapping[str, str]) -> tuple[_Side, _Side]:
    tokens = {("o", n): words(t) for n, t in old.items()}
    tokens.update({("n", n): words(t) for n, t in new.items()})
    features = {key: _features(ws) for key, ws in tokens.items()}
    document_frequency: Counter = Counter()
    for feature_counts in features.values():
        document_frequency.update(feature_counts.keys())
    total = len(features) or 1
    idf = {f: math.log(1 + total / df) for f, df in document_frequency.items()}

    def side(tag: str, numbers) -> _Side:
        vectors, lengths, keys = {}, {}, {}
        for number in numbers:
            weights = {f: (1 + math.log(c)) * idf[f] for f, c in features[(tag, number)].items()}
            norm = math.sqrt(sum(w * w for w in weights.values())) or 1.0
            vectors[number] = {f: w / norm for f, w in weights.items()}
            lengths[number] = len(tokens[(tag, number)])
            keys[number] = " ".join(tokens[(tag, number)])
        by_key: dict[str, list[str]] = defaultdict(list)
        for number, key in keys.items():
            by_key[key].append(number)
        own = {number: tokens[(tag, number)] for number in numbers}
        return _Side(list(numbers), vectors, lengths, keys, own, by_key, Counter(keys.values()))

    return side("o", old), side("n", new)


def _cosine(a: dict[str, float], b: dict[str, float]) -> float:
    if len(a) > len(b):
        a, b = b, a
    return sum(w * b.get(f, 0.0) for f, w in a.items())


def _scores(old: _Side, new: _Side) -> dict[tuple[str, str], float]:
    """Similarity of each old rule with its likeliest new rules (found through the
    words they share that few rules use) and with its namesake: the cosine of
    their weighted words (which forgives reordering), difflib's ratio over their
    word sequences (which rewards the same sentences) and the ratio over their
    first words: a rule split in two (2007's 408.1c into 117.3a to 117.4) goes on
    as the part that begins as it did."""
    postings: dict[str, list[str]] = defaultdict(list)
    for number, vector in new.vectors.items():
        for feature in vector:
            postings[feature].append(number)
    cap = max(20, int(_COMMON * len(new.numbers)))
    scores: dict[tuple[str, str], float] = {}
    for number, vector in old.vectors.items():
        if new.by_key.get(old.keys[number]) and len(new.by_key[old.keys[number]]) == 1 and old.key_count[old.keys[number]] == 1:
            scores[(number, new.by_key[old.keys[number]][0])] = 1.0  # the same words: nothing to weigh
            if number in new.vectors and (number, number) not in scores:
                scores[(number, number)] = _score(old, new, number, number)
            continue
        partial: Counter = Counter()
        telling = [(w, f) for f, w in vector.items() if len(postings.get(f, ())) <= cap]
        for weight, feature in heapq.nlargest(_TELLING, telling):
            for candidate in postings[feature]:
                partial[candidate] += weight * new.vectors[candidate][feature]
        candidates = [c for c, _ in partial.most_common(_CANDIDATES)]
        # the full score (two sequence alignments) for the likeliest few only
        candidates = heapq.nlargest(_SCORED, candidates, key=lambda c: _cosine(vector, new.vectors[c]))
        if number in new.vectors and number not in candidates:
            candidates.append(number)
        for candidate in candidates:
            scores[(number, candidate)] = _score(old, new, number, candidate)
    return scores


def _score(old: _Side, new: _Side, o: str, n: str) -> float:
    if old.keys[o] == new.keys[n]:
        return 1.0
    a, b = old.tokens[o], new.tokens[n]
    cosine = _cosine(old.vectors[o], new.vectors[n])
    whole = difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()
    lead = difflib.SequenceMatcher(None, a[:LEAD], b[:LEAD], autojunk=False).ratio()
    return (1 - LEAD_WEIGHT) / 2 * (cosine + whole) + LEAD_WEIGHT * lead


def _ranked(scores: dict[tuple[str, str], float]) -> tuple[dict, dict]:
    by_old: dict[str, list[tuple[float, str]]] = defaultdict(list)
    by_new: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for (o, n), s in scores.items():
        by_old[o].append((s, n))
        by_new[n].append((s, o))
    for table in (by_old, by_new):
        for ranked in table.values():
            ranked.sort(key=lambda sn: (-sn[0], number_sort_key(sn[1])))
    return by_old, by_new


def _ancestors(number: str) -> list[str]:
    chain, parent = [], parent_of(number)
    while parent:
        chain.append(parent)
        parent = parent_of(parent)
    return chain


def _siblings(numbers) -> dict[str, tuple[str | None, str | None]]:
    """The rule before and after each rule among the children of its parent."""
    children: dict[str | None, list[str]] = defaultdict(list)
    for number in numbers:
        children[parent_of(number)].append(number)
    around = {}
    for group in children.values():
        group.sort(key=number_sort_key)
        for i, number in enumerate(group):
            around[number] = (group[i - 1] if i else None, group[i + 1] if i + 1 < len(group) else None)
    return around


def _level(number: str) -> str:
    return "rule" if "." in number else ("section" if len(number) == 3 else "chapter")


class _Matching:
    """The matches made so far, and what they say about the places of the rest."""

    def __init__(self, old: Mapping[str, str], new: Mapping[str, str]):
        self.matched: dict[str, str] = {}
        self.taken: dict[str, str] = {}
        # Texts the same to the letter, each found once in each edition, of more than
        # a heading's few words: the same rule (most rules between two close editions),
        # matched before any weighing.
        own = lambda text: " ".join(text.split("\nExample:", 1)[0].split())  # noqa: E731
        old_text, new_text = {o: own(t) for o, t in old.items()}, {n: own(t) for n, t in new.items()}
        old_count, new_by_text = Counter(old_text.values()), defaultdict(list)
        for n, text in new_text.items():
            new_by_text[text].append(n)
        for o, text in old_text.items():
            there = new_by_text.get(text, ())
            if old_count[text] == 1 and len(there) == 1 and len(text.split()) >= SHORT:
                self.accept(o, there[0])
        rest_old = {o: t for o, t in old.items() if o not in self.matched}
        rest_new = {n: t for n, t in new.items() if n not in self.taken}
        self.old_side, self.new_side = _sides(rest_old, rest_new)
        self.scores = _scores(self.old_side, self.new_side)
        self.by_old, self.by_new = _ranked(self.scores)
        self.old_around, self.new_around = _siblings(old), _siblings(new)

    def accept(self, o: str, n: str) -> None:
        self.matched[o] = n
        self.taken[n] = o

    def short(self, o: str, n: str) -> bool:
        return min(self.old_side.lengths[o], self.new_side.lengths[n]) < SHORT

    def place_agrees(self, o: str, n: str) -> bool:
        """The nearest matched ancestor of `o` (below a chapter) is matched to an
        ancestor of `n`: 2007's 408.1c and 2026's 117.3a, as 408.1 is 117."""
        new_ancestors = _ancestors(n)
        for ancestor in _ancestors(o):
            if len(ancestor) == 1:  # a chapter says too little
                return False
            if ancestor in self.matched:
                return self.matched[ancestor] in new_ancestors
        return False

    def neighbours_agree(self, o: str, n: str) -> bool:
        """The rules just before and after `o` are matched to those just before and after `n`."""
        (before_o, after_o), (before_n, after_n) = self.old_around[o], self.new_around[n]
        before = (before_o is None and before_n is None) or (before_o is not None and self.matched.get(before_o) == before_n)
        after = (after_o is None and after_n is None) or (after_o is not None and self.matched.get(after_o) == after_n)
        return before and after and (before_o is not None or after_o is not None)

    def best(self, o: str, allowed) -> tuple[float, str] | None:
        """`o`'s best untaken candidate among those `allowed`, if `o` is also the
        best unmatched rule for it among those `allowed` the other way round."""
        for s, n in self.by_old.get(o, ()):
            if n in self.taken or not allowed(o, n):
                continue
            for _s_back, o_back in self.by_new[n]:
                if o_back in self.matched or not allowed(o_back, n):
                    continue
                return (s, n) if o_back == o else None
            return s, n
        return None

    def clear(self, o: str, n: str, margin: float) -> bool:
        """`n` is ahead of every other untaken candidate of `o` by `margin`, and `o`
        of every other unmatched rule scored against `n`."""
        s = self.scores[(o, n)]
        rivals = [x for x, m in self.by_old[o] if m != n and m not in self.taken]
        if rivals and rivals[0] > s - margin:
            return False
        rivals = [x for x, m in self.by_new[n] if m != o and m not in self.matched]
        return not rivals or rivals[0] <= s - margin

    def vote_parents(self) -> int:
        """A heading none of whose words settle it (a section, a rule with subrules)
        is matched to the rule most of its matched children went under."""
        votes: dict[str, Counter] = defaultdict(Counter)
        for o, n in self.matched.items():
            parent_o, parent_n = parent_of(o), parent_of(n)
            if parent_o and parent_n and len(parent_o) > 1 and len(parent_n) > 1:
                votes[parent_o][parent_n] += 1
        added = 0
        for parent_o, counter in sorted(votes.items(), key=lambda item: number_sort_key(item[0])):
            if parent_o in self.matched:
                continue
            (parent_n, count), total = counter.most_common(1)[0], sum(counter.values())
            if parent_n in self.taken or count < 2 or count * 3 < total * 2:
                continue
            if self.scores.get((parent_o, parent_n), 0.0) >= VOTED or count >= 3:
                self.accept(parent_o, parent_n)
                added += 1
        return added

    def run(self) -> dict[str, str]:
        # 1. The same words once normalised, or very alike and unambiguous.
        for (o, n), s in sorted(self.scores.items(), key=lambda item: (-item[1], number_sort_key(item[0][0]))):
            if o in self.matched or n in self.taken or s < CLEAR:
                continue
            if self.short(o, n):
                ok = s >= SURE and self.clear(o, n, HEADING_MARGIN)  # "Timing, Priority, and the Stack": "Timing and Priority"
            else:
                ok = self.old_side.keys[o] == self.new_side.keys[n] or self.clear(o, n, MARGIN if s >= SURE else CLEAR_MARGIN)
            if ok:
                self.accept(o, n)
        # 2. Headings and less alike texts, where their places agree; repeated,
        # since each match gives its children and neighbours a place to agree with.
        for _ in range(8):
            added = self.vote_parents()
            for o in sorted(self.old_side.numbers, key=number_sort_key):
                if o in self.matched:
                    continue
                found = self.best(o, self.place_agrees)
                if found is None:
                    continue
                s, n = found
                if self.short(o, n):
                    ok = self.old_side.keys[o] == self.new_side.keys[n] != ""
                elif self.neighbours_agree(o, n):
                    ok = s >= BETWEEN_MATCHED
                else:
                    ok = s >= IN_PLACE
                if ok:
                    self.accept(o, n)
                    added += 1
            if not added:
                break
        # 3. Headings word for word the same, each once in its edition, at the same
        # level (across levels, as 2007's rule 217.3 "Hand" and 2026's section 402,
        # only with the clear lead of step 1).
        for o in self.old_side.numbers:
            key = self.old_side.keys[o]
            if o in self.matched or self.old_side.lengths[o] >= SHORT or not key or self.old_side.key_count[key] != 1:
                continue
            candidates = self.new_side.by_key.get(key, [])
            if len(candidates) == 1 and candidates[0] not in self.taken and _level(o) == _level(candidates[0]):
                self.accept(o, candidates[0])
        return self.matched


def match(old: Mapping[str, str], new: Mapping[str, str]) -> dict[str, str]:
    """{old number: new number} for every rule of `old` whose text is, beyond
    reasonable doubt, a rule of `new` (renumbered, moved or reworded); one to one."""
    if not old or not new:
        return {}
    return _Matching(old, new).run()


def invert(matches: Mapping[str, str]) -> dict[str, str]:
    """The same matches read from the other edition."""
    return {n: o for o, n in matches.items()}


@dataclass(frozen=True)
class Version:
    """The rule as one loaded edition has it, beside the version before it.

    `kind`: "first" (the oldest loaded edition that has it), "new" (the edition
    before has no rule of its text), "same", "changed" (same number, other words),
    "renumbered" (another number, the words in `before_html`/`after_html` when they
    changed too), or "absent" (no rule of this edition matches it)."""

    date: object
    edition: str  # the edition's key in links: its effective date, 2026-06-19
    number: str | None
    kind: str
    current: bool = False
    previous_number: str = ""
    before_html: str = ""
    after_html: str = ""


def versions(editions, current: int) -> list[Version]:
    """The rule across `editions`, oldest first: each (date, key, number or None,
    text or None), `current` the index of the edition the page shows. Each present
    version is compared with the previous present one (diff.word_diff)."""
    from .diff import same_text, word_diff

    out: list[Version] = []
    previous: tuple[str, str] | None = None
    for position, (date, key, number, text) in enumerate(editions):
        is_current = position == current
        if number is None:
            out.append(Version(date, key, None, "absent", is_current))
            continue
        if previous is None:
            kind = "first" if position == 0 else "new"
            out.append(Version(date, key, number, kind, is_current))
        else:
            before_number, before_text = previous
            before_html = after_html = ""
            if not same_text(before_text, text):
                before_html, after_html = word_diff(before_text, text)
            if before_number != number:
                kind = "renumbered"
            else:
                kind = "changed" if before_html or after_html else "same"
            out.append(Version(date, key, number, kind, is_current, before_number, before_html, after_html))
        previous = (number, text)
    return out
