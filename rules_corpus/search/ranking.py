"""Ranking: BM25F over the fields, priors, proximity, computed in Python from the reader's postings.

Whoosh's own matchers take ten times longer on a judge's long question. Each
concept of the question scores by its best phrasing; a rule that speaks of
every thing asked about beats one that repeats a single word (coverage); a
rule that names the asked thing in its first words leads; "what is X" lifts
the rule that defines X; a keyword's rules step back when the question does
not name the keyword. Only the requested page's best results are put in order
(a heap), not every rule a question matches. The numbers are in `weights`.
"""
from __future__ import annotations

import heapq
import math

from .documents import TEXT_FIELDS
from .query import Concept, ParsedQuery
from .reader import OpenIndex, phrase_count
from .weights import (
    COVERAGE_POWER,
    DEFINITION_BOOST,
    DEFINITION_WORDS,
    FIELD_B,
    FIELD_WEIGHTS,
    K1,
    KIND_WEIGHTS,
    LEAD_BOOST,
    LEAD_WORDS,
    NUMBER_WEIGHT,
    PHRASE_SLOP,
    PHRASE_WEIGHT,
    TOPIC_WEIGHT,
    VARIANT_CHAPTERS,
    VARIANT_WEIGHT,
)

SCORE_CACHE_SIZE = 20_000


def prior(number: str, kind: str, heading: bool) -> float:
    """How likely an entry is to answer a question, before reading the question.

    Headings and glossary entries only name things (the rules under them say
    what happens); the multiplayer and casual variants (chapters 8 and 9)
    mostly repeat the two-player rules for their variant.
    """
    weight = KIND_WEIGHTS.get("heading" if heading else kind, 1.0)
    if number[:1] in VARIANT_CHAPTERS:
        weight *= VARIANT_WEIGHT
    return weight


class Scoring:
    """What the ranking computes once per opened index: each entry's prior, the
    keywords' rules, and scores of phrasings already asked (cached)."""

    def __init__(self, opened: OpenIndex):
        self.opened = opened
        self.prior = [prior(number, kind, heading) for number, kind, heading in opened.docs]
        # Per document: its keyword as an index into `topic_list` (-1 for none),
        # for one pass per question.
        self.topic_list: list[frozenset[str]] = sorted({t for t in opened.topics if t}, key=sorted)
        numbered = {topic: i for i, topic in enumerate(self.topic_list)}
        self.topic_of: list[int] = [numbered.get(t, -1) for t in opened.topics]
        self._scores: dict[tuple, dict[int, float]] = {}

    def alternative_scores(self, stems: tuple[str, ...], slop: int) -> dict[int, float]:
        """doc -> BM25F score of one phrasing over all fields (cached per index)."""
        key = ("alt", stems, slop)
        found = self._scores.get(key)
        if found is None:
            found = {}
            for fieldname in TEXT_FIELDS:
                frequencies = self.opened.frequencies(fieldname, stems, slop)
                if frequencies:
                    self._bm25(fieldname, frequencies, self.idf(fieldname, stems), FIELD_WEIGHTS[fieldname], found)
            # A rule that names the thing in its first words is about it.
            # The earlier, the more: "Special actions don't use the stack" is about
            # special actions more than "Playing a land is a special action".
            for doc, position in self.early(stems).items():
                if doc in found:
                    found[doc] *= 1 + (LEAD_BOOST - 1) * (LEAD_WORDS - position) / LEAD_WORDS
            self._remember(key, found)
        return found

    def phrase_scores(self, stems: tuple[str, ...]) -> dict[int, float]:
        """doc -> bonus for the typed words standing close together in the rule's text."""
        key = ("phrase", stems)
        found = self._scores.get(key)
        if found is None:
            found = {}
            frequencies = self.opened.frequencies("body", stems, PHRASE_SLOP)
            if frequencies:
                self._bm25("body", frequencies, self.idf("body", stems), PHRASE_WEIGHT, found)
            self._remember(key, found)
        return found

    def _remember(self, key, value) -> None:
        if len(self._scores) > SCORE_CACHE_SIZE:
            self._scores.clear()
        self._scores[key] = value

    def defining(self, stems: tuple[str, ...]) -> set[int]:
        """Documents whose text starts by naming `stems` (within its first words), or
        that are the first subrule of the keyword named `stems`."""
        key = ("defining", stems)
        found = self._scores.get(key)
        if found is None:
            opened = self.opened
            lead = {doc for doc, position in self.early(stems).items() if position < DEFINITION_WORDS}
            if len(stems) > 1:
                lead = {doc for doc in lead if phrase_count([opened.postings("body", s).get(doc, ()) for s in stems], 1)}
            wanted = frozenset(stems)
            keyword = {doc for doc, topic in enumerate(opened.topics) if topic == wanted}
            first = {doc for doc in keyword if opened.docs[doc][0].endswith("a")}
            if first:
                # Among a keyword's own rules, its first subrule defines it; the
                # others that start with its name ("Scry 0 ...") are details.
                lead = (lead - keyword) | first
            found = dict.fromkeys(lead, 1.0)
            self._remember(key, found)
        return set(found)

    def early(self, stems: tuple[str, ...]) -> dict[int, int]:
        """Documents whose text uses the first of `stems` within its first words -> that position."""
        return {
            doc: positions[0]
            for doc, positions in self.opened.postings("body", stems[0]).items()
            if positions[0] < LEAD_WORDS
        }

    def idf(self, fieldname: str, stems: tuple[str, ...]) -> float:
        """BM25's inverse document frequency of the rarest word of `stems` in a field."""
        return self.idf_of_count(min(len(self.opened.postings(fieldname, s)) for s in stems))

    def idf_of_count(self, df: int) -> float:
        """BM25's inverse document frequency of something `df` documents hold."""
        return math.log(1 + (self.opened.doc_count - df + 0.5) / (df + 0.5))

    def _bm25(self, fieldname: str, frequencies: dict[int, int], idf: float, scale: float, into: dict):
        lengths = self.opened.lengths[fieldname]
        average = self.opened.average_length[fieldname]
        b = FIELD_B[fieldname]
        k1 = K1
        for doc, tf in frequencies.items():
            norm = k1 * (1 - b + b * lengths[doc] / average)
            into[doc] = into.get(doc, 0.0) + scale * idf * tf * (k1 + 1) / (tf + norm)


def scoring(opened: OpenIndex) -> Scoring:
    """The ranking's state for one opened index, made on first use."""
    return opened.derived("ranking", Scoring)


def _score_concept(scoring: Scoring, concept: Concept, scores: dict, covered: dict) -> float:
    """Add one concept's scores and coverage; returns the concept's weight in the coverage total.

    Each concept scores by its best alternative (so a rule saying both "exile"
    and "removed from the game" is not counted twice), and counts towards a
    rule's coverage by how rare (specific) its words are.
    """
    concept_weight = max(scoring.idf("body", (s,)) for stems, _w in concept.alternatives for s in stems)
    if not concept.required:
        concept_weight = 0.0
    found = [
        (weight, scoring.alternative_scores(stems, 1 if weight >= 1.0 else PHRASE_SLOP))
        for stems, weight in concept.alternatives
    ]
    found = [(weight, alternative) for weight, alternative in found if alternative]
    if len(found) == 1:
        weight, alternative = found[0]
        for doc, score in alternative.items():
            scores[doc] = scores.get(doc, 0.0) + weight * score
            covered[doc] = covered.get(doc, 0.0) + concept_weight
    if len(found) < 2:
        return concept_weight
    best: dict[int, float] = {}
    credit: dict[int, float] = {}  # the weight of the best alternative a doc matched
    top = max(weight for weight, _alternative in found)  # the best the corpus has at all
    for weight, alternative in found:
        for doc, score in alternative.items():
            score *= weight
            if score > best.get(doc, 0.0):
                best[doc] = score
            if weight > credit.get(doc, 0.0):
                credit[doc] = weight
    # A thing said in many ways is only as specific as all its phrasings
    # together: "right away" is rare, but "immediately" is not. Halfway (the
    # geometric mean) between the rarest phrasing and all of them: the typed
    # words still say what the judge cares about.
    concept_weight = math.sqrt(concept_weight * min(concept_weight, scoring.idf_of_count(len(best))))
    for doc, score in best.items():
        scores[doc] = scores.get(doc, 0.0) + score
        covered[doc] = covered.get(doc, 0.0) + concept_weight * credit[doc] / top
    return concept_weight


def _score_number(scoring: Scoring, number: str, scores: dict, covered: dict) -> float:
    """A rule number among the words: the rule itself, and rules citing it; returns its coverage weight."""
    weight = scoring.idf("body", ("x",))  # a rare word's weight
    for fieldname, boost in (("number", NUMBER_WEIGHT), ("refs", 1.0)):
        for doc in scoring.opened.postings(fieldname, number):
            scores[doc] = scores.get(doc, 0.0) + boost
            covered[doc] = covered.get(doc, 0.0) + (weight if fieldname == "number" else weight / 2)
    return weight


def rank(opened: OpenIndex, parsed: ParsedQuery, limit: int | None = None) -> tuple[list[tuple[int, float]], int]:
    """The `limit` best (doc, score) in order, and how many documents matched at all.

    BM25F over the fields, summed over the judge's concepts and scaled by
    coverage (the share of the concepts a rule matches), the prior, and the
    keyword and definition adjustments.
    """
    state = scoring(opened)
    scores: dict[int, float] = {}
    covered: dict[int, float] = {}
    total_weight = 0.0
    for concept in parsed.concepts:
        total_weight += _score_concept(state, concept, scores, covered)
    for number in parsed.numbers:
        total_weight += _score_number(state, number, scores, covered)
    for phrase in parsed.phrases:
        for doc, score in state.phrase_scores(phrase).items():
            scores[doc] = scores.get(doc, 0.0) + score
    share = 1.0 / (total_weight or 1.0)
    priors = state.prior
    coverage = covered.get
    power = COVERAGE_POWER
    # (-score, doc): the best first, ties in rules order. Only the first `limit`
    # are put in order: a question matches thousands of rules, a page shows ten.
    # A keyword's rules answer questions about that keyword: when the question
    # does not name it, its rules' words matched only in passing.
    asked = parsed.stems()
    named = {i for i, topic in enumerate(state.topic_list) if topic & asked}
    topic_of = state.topic_of
    keyed = [
        (
            -score * (coverage(doc, 0.0) * share) ** power * priors[doc]
            * (TOPIC_WEIGHT if topic_of[doc] >= 0 and topic_of[doc] not in named else 1.0),
            doc,
        )
        for doc, score in scores.items()
    ]
    if parsed.defines:
        # "What is X?": the rule that starts by naming X defines it.
        defining = state.defining(parsed.defines)
        keyed = [(negative * DEFINITION_BOOST, doc) if doc in defining else (negative, doc) for negative, doc in keyed]
    best = heapq.nsmallest(limit, keyed) if limit is not None and limit < len(keyed) else sorted(keyed)
    return [(doc, -negative) for negative, doc in best], len(keyed)
