"""Reading a query: a rule number, or the judge's words as concepts to rank.

A query is never given to Whoosh's query parser; it is read as words, rule
numbers and quoted phrases, and never raises on what a user types. Judges'
words are expanded with `rules_corpus.vocabulary`; unknown words are corrected
against the corpus's own words ("priorty" -> "priority") by `spelling`. A count
given as an example ("pay 4 life") scores but is not required; question filler
("what happens", "can I", "actually") is not searched at all.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .. import vocabulary
from .analysis import QUERY_STOP_WORDS, analyze, index_text, normalize, stem
from .reader import OpenIndex
from .spelling import MAX_CORRECTED_LENGTH, complete, correct, still_typing
from .weights import KNOWN_WORD_ALTERNATIVES, OPPOSITE_WEIGHT

MAX_QUERY_CHARS = 1000
MAX_CONCEPTS = 24
# A count a judge gives as an example ("pay 4 life", "scry 2", "7 cards"): the
# rules speak of N, X or "that much". Zero is not an example: "0 toughness",
# "0 life" and "0 loyalty" are what the rules check for.
_EXAMPLE_NUMBER_RE = re.compile(r"^[1-9]\d?$")
_POWER_TOUGHNESS_RE = re.compile(r"[+-]?\d+/[+-]?\d+")
# Single letters are noise in a question, except X: the variable the rules define (107.3).
KEPT_LETTERS = frozenset("x")

_NUMBER_QUERY_RE = re.compile(
    r"^\s*(?:(?:comp(?:rehensive)?\.?\s+)?(?:rules?|cr|r|§+|section)\.?\s*)?#?\s*"
    r"(\d{1,3}(?:\.\d{1,3}[a-z]?)?)\s*\.?\s*$",
    re.I,
)
_NUMBER_IN_QUERY_RE = re.compile(r"(?<![\w.])(\d{3}(?:\.\d{1,3}[a-z]?)?)(?![\w])", re.I)


def rule_number_in(query: str) -> str | None:
    """The rule number a query consists of ("409.1a", "rule 405.2", "R 409.1A."), else None."""
    match = _NUMBER_QUERY_RE.match(normalize(query or "")[:200])
    return match.group(1).lower() if match else None


@dataclass
class Concept:
    """One thing the judge asked about: alternative phrases (as stems) with weights."""

    typed: str
    alternatives: list[tuple[tuple[str, ...], float]]
    # False for an example value ("pay 4 life", "scry 2"): it helps a rule that
    # says it, but a rule that speaks in general terms is not marked down for lacking it.
    required: bool = True


def _stems_of_phrase(phrase: str) -> tuple[str, ...]:
    return tuple(analyze(phrase))


@lru_cache(maxsize=1)
def _vocabulary_table() -> dict[tuple[str, ...], list[tuple[tuple[str, ...], float]]]:
    """The vocabulary keyed by the stems of the typed phrase."""
    table: dict[tuple[str, ...], dict[tuple[str, ...], float]] = {}
    for key, alternatives in vocabulary.all_phrases():
        key_stems = tuple(stem(w) for w in _query_words(key))
        if not key_stems:
            continue
        merged = table.setdefault(key_stems, {})
        for phrase, weight, source in alternatives:
            if source == vocabulary.TYPED and "/" in phrase:
                continue  # "0/0" is not words the rules use; only its meaning is searched
            stems = _stems_of_phrase(phrase)
            if stems:
                merged[stems] = max(merged.get(stems, 0.0), weight)
    return {key: sorted(alts.items(), key=lambda kv: -kv[1]) for key, alts in table.items()}



_QUERY_WORD_RE = re.compile(r"\d+/\d+|\w+(?:\.\w+)*(?:'\w+)?")


def _query_words(text: str) -> list[str]:
    """Lower-case words of a query, keeping "0/0" and "409.1a" whole and dropping "'s"."""
    words = []
    for word in _QUERY_WORD_RE.findall(index_text(text).lower()):
        if "'" in word:
            base, _, tail = word.partition("'")
            word = base if tail in {"s", "ll", "re", "ve", "d", "m"} else word
        words.append(word.replace("'", ""))
    return words


@dataclass
class ParsedQuery:
    text: str
    number: str | None  # the whole query is this rule number
    numbers: list[str]  # rule numbers mentioned among other words
    concepts: list[Concept]
    phrases: list[tuple[str, ...]]  # quoted phrases and the typed word order
    corrections: dict[str, str]
    # "what is a mana ability": the stems of the thing to define, else ().
    defines: tuple[str, ...] = ()

    def stems(self) -> set[str]:
        found = set()
        for concept in self.concepts:
            for stems, _weight in concept.alternatives:
                found.update(stems)
        for phrase in self.phrases:
            found.update(phrase)
        return found


@lru_cache(maxsize=1)
def _edition_alternatives() -> frozenset[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(typed stems, alternative stems) pairs that are another edition's words."""
    pairs = set()
    for key, alternatives in vocabulary.all_phrases():
        key_stems = tuple(stem(w) for w in _query_words(key))
        for phrase, _weight, source in alternatives:
            if source == vocabulary.EDITION:
                pairs.add((key_stems, _stems_of_phrase(phrase)))
    return frozenset(pairs)


def _weigh_alternatives(typed, alternatives, opened):
    """The corpus's own words lead when it has them: "exile" on a modern edition
    leans on "exile"; on the 2007 edition (no "exile") "removed from the game"
    keeps its full weight.

    Only another edition's words step back so: a table-talk row's phrases are
    the rules' words for what the judge means, even when the corpus also uses
    the typed words in another sense ("look at" the top card vs "examine" a graveyard).
    """
    if opened is None or not opened.has_phrase(typed):
        return alternatives
    editions = _edition_alternatives()
    return [
        (stems, weight * KNOWN_WORD_ALTERNATIVES if stems != typed and (typed, stems) in editions else weight)
        for stems, weight in alternatives
    ]


# "unless" is not the opposite of "less", nor "under" of "der".
_NOT_OPPOSITES = frozenset({"less", "der", "til", "ion", "it"})


def _opposite(word_stem: str, opened: OpenIndex | None) -> str | None:
    """The un-word of a word (or the other way round), or the word a -less word
    lacks, if the corpus has it.

    A judge asks about the state the rules forbid: "can a tapped creature
    block" is answered by "the chosen creatures must be untapped"; "is a
    colorless card colorless in my hand" by the rule on an object's colors.
    """
    if opened is None or not word_stem.isalpha() or len(word_stem) < 3:
        return None
    if word_stem.endswith("less") and len(word_stem) > 6:
        # "colorless" is answered by the rule on colors
        other = stem(word_stem[:-4])
    else:
        other = word_stem[2:] if word_stem.startswith("un") else "un" + word_stem
    if len(other) >= 3 and other not in _NOT_OPPOSITES and opened.has_stem(other):
        return other
    return None


def parse_query(query: str, opened: OpenIndex | None = None) -> ParsedQuery:
    """Read what a judge typed: a rule number, or words expanded with the vocabulary.

    Never raises: anything that is not a word is ignored.
    """
    text = normalize(query or "")[:MAX_QUERY_CHARS]
    number = rule_number_in(text)
    numbers = [] if number else sorted({m.group(1).lower() for m in _NUMBER_IN_QUERY_RE.finditer(text)})
    quoted = [q for q in re.findall(r'"([^"]+)"', text) if q.strip()]
    words = [] if number else [w for w in _query_words(text) if w not in numbers]
    corrections: dict[str, str] = {}
    if words and opened is not None and still_typing(text, words[-1]):
        completed = complete(words[-1], opened)
        if completed:
            corrections[words[-1]] = completed
            words[-1] = completed
    stems = [stem(w) for w in words]
    table = _vocabulary_table()
    longest = max((len(k) for k in table), default=1)

    concepts: list[Concept] = []
    # Numbers of a power/toughness ("+1/+1 counters") are what is asked about, not examples.
    power_toughness = set(re.findall(r"\d+", " ".join(_POWER_TOUGHNESS_RE.findall(text))))
    i = 0
    while i < len(words) and len(concepts) < MAX_CONCEPTS:
        for size in range(min(longest, len(words) - i), 0, -1):
            key = tuple(stems[i : i + size])
            if key in table:
                concepts.append(Concept(" ".join(words[i : i + size]), _weigh_alternatives(key, table[key], opened)))
                i += size
                break
        else:
            word = words[i]
            i += 1
            if word in QUERY_STOP_WORDS or (len(word) == 1 and not word.isdigit() and word not in KEPT_LETTERS):
                continue
            word_stem = stem(word)
            if (
                opened is not None
                and word.isalpha()
                and 3 < len(word) <= MAX_CORRECTED_LENGTH
                and not opened.has_stem(word_stem)
            ):
                corrected = correct(word, opened)
                if corrected and corrected != word:
                    corrections[word] = corrected
                    corrected_stem = stem(corrected)
                    key = (corrected_stem,)
                    if key in table:
                        concepts.append(Concept(corrected, table[key]))
                    else:
                        concepts.append(Concept(corrected, [((corrected_stem,), 0.9)]))
                    continue
            example = bool(_EXAMPLE_NUMBER_RE.match(word)) and word not in power_toughness
            alternatives = [((word_stem,), 1.0)]
            opposite = _opposite(word_stem, opened)
            if opposite:
                alternatives.append(((opposite,), OPPOSITE_WEIGHT))
            concepts.append(Concept(word, alternatives, required=not example))

    phrases = [p for p in (_stems_of_phrase(q) for q in quoted) if len(p) > 1]
    # Words typed next to each other probably belong together in the rule too.
    singles = [c.alternatives[0][0][0] for c in concepts if len(c.alternatives[0][0]) == 1]
    phrases += [tuple(singles[j : j + 2]) for j in range(len(singles) - 1)]
    phrases += [tuple(singles[j : j + 3]) for j in range(len(singles) - 2)]
    if len(singles) > 3:
        phrases.append(tuple(singles))
    return ParsedQuery(text, number, numbers, concepts, phrases, corrections, _defined(text, corrections))


_DEFINITION_RE = re.compile(
    r"^\s*(?:what(?:'s|s|\s+is|\s+are|\s+does|\s+do)|define|definition\s+of|meaning\s+of)\s+"
    r"(?:an?\s+|the\s+)?(?P<thing>[\w\s'/+-]{2,60}?)\s*(?:mean|means|do|does)?\s*\??\s*$",
    re.I,
)
# "how does trample work", "explain banding": the same question in other words.
_WORKINGS_RE = re.compile(
    r"^\s*(?:how\s+(?:does|do)\s+(?:an?\s+|the\s+)?(?P<thing>[\w\s'/+-]{2,60}?)\s+works?"
    r"|explain\s+(?:an?\s+|the\s+)?(?P<explained>[\w\s'/+-]{2,60}?))\s*\??\s*$",
    re.I,
)


def _defined(text: str, corrections: dict[str, str]) -> tuple[str, ...]:
    """What a "what is X" / "what does X mean" / "how does X work" question asks
    to define, as stems."""
    match = _DEFINITION_RE.match(text)
    if match:
        thing = match.group("thing")
    else:
        match = _WORKINGS_RE.match(text)
        if not match:
            return ()
        thing = match.group("thing") or match.group("explained")
    words = [corrections.get(w, w) for w in _query_words(thing)]
    # "what does scry 2 mean": the number is an example value, not part of the term.
    return tuple(stem(w) for w in words if w not in QUERY_STOP_WORDS and not w.isdigit())
