"""What the reranker reads of each candidate: one row of numbers per (question, entry).

The fused ranking already knows a lot (scores and ranks of words and meaning);
what it misses is how the candidates stand to each other and to the question:
whether an entry covers every thing asked in its own words or only in its
examples, whether it is the keyword's own rule or merely mentions it, whether
its parent, siblings or children are candidates too, how far it trails the
best of its rule's group, and which rules answered the labelled questions most
like this one (`bank`). Every feature is computed from the index and the
question alone, the same way at training and at search time.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from ..documents import TEXT_FIELDS
from ..query import ParsedQuery
from ..ranking import scoring
from ..reader import OpenIndex

# Bump when a feature is added, removed or computed differently: the committed
# model was trained on the features of one version and is refused by another.
FEATURES_VERSION = 1

KIND_CODES = {"chapter": 0, "section": 1, "rule": 2, "subrule": 3, "glossary": 4}
QUESTION_STARTS = ("what", "how", "can", "does", "do", "if", "when", "who", "is", "are", "will", "why", "which")
_FIRST_WORD_RE = re.compile(r"[a-z]+")

FEATURE_NAMES = (
    # the question
    "q_words", "q_concepts", "q_defines", "q_start", "q_numbers",
    # the fused, words and meaning rankings
    "fused_rel", "fused_rank", "lex_rel", "lex_rank", "lex_missing", "sim", "sim_rel", "sim_rank",
    # the entry
    "kind", "heading", "depth", "letter", "chapter", "variant", "log_length", "prior",
    # how the entry covers what was asked
    "cover_title", "cover_body", "cover_context", "cover_examples", "cover_any", "cover_text",
    "concepts_body", "only_examples", "defining", "topic_named", "topic_other", "title_all", "glossary_term",
    # the entry among the candidates
    "parent_rank", "siblings", "children", "group_best_rank", "group_rel", "group_lead", "ancestor_rank",
    # rule numbers in the question
    "number_is", "number_cited",
    # the labelled questions most like this one
    "bank_number", "bank_rule", "bank_count", "bank_rank",
)


@dataclass
class Candidates:
    """The fused ranking's best entries for one question, with what each ranking said of them."""

    docs: list[int]  # in fused order
    fused: dict[int, float]
    lexical: dict[int, float]  # the words' scores (absent: not matched by words)
    lexical_rank: dict[int, int]
    similarity: object  # numpy array: every entry's cosine with the question (or None)
    # The labelled questions like this one (`bank`): answer -> best cosine, by
    # entry ("613.4c", "glossary:mana-burn") and by rule ("613.4"), and how many answered it.
    bank: dict[str, float] = field(default_factory=dict)
    bank_rules: dict[str, float] = field(default_factory=dict)
    bank_counts: dict[str, int] = field(default_factory=dict)


def answer_key(opened: OpenIndex, doc: int) -> str:
    """What a labelled answer calls an entry: its number, or "glossary:<slug>"."""
    number, kind, _heading = opened.docs[doc]
    if kind == "glossary":
        return "glossary:" + (opened.stored(doc).get("slug") or "")
    return number


def rule_of(number: str) -> str:
    """The rule a subrule belongs to ("613.4" for "613.4c"); any other answer itself."""
    return _rule_of(number)


def _rule_of(number: str) -> str:
    return number.rstrip("abcdefghijklmnopqrstuvwxyz") if number[-1:].isalpha() and "." in number else number


def _parent_of(number: str, kind: str) -> str:
    if kind == "subrule":
        return _rule_of(number)
    if kind == "rule":
        return number.split(".")[0]
    if kind == "section":
        return number[:1]
    return ""


def _question_start(text: str) -> int:
    match = _FIRST_WORD_RE.search(text.lower())
    word = match.group() if match else ""
    return QUESTION_STARTS.index(word) + 1 if word in QUESTION_STARTS else 0


def _concept_fields(opened: OpenIndex, parsed: ParsedQuery, docs: list[int]):
    """Per concept: its weight (idf) and, per field, the candidates that hold it."""
    state = scoring(opened)
    wanted = set(docs)
    found = []
    for concept in parsed.concepts:
        if not concept.required:
            continue
        weight = max(state.idf("body", (s,)) for stems, _w in concept.alternatives for s in stems)
        per_field = {}
        for fieldname in TEXT_FIELDS:
            holders: set[int] = set()
            for stems, _w in concept.alternatives:
                lists = [opened.postings(fieldname, s) for s in stems]
                if all(lists):
                    smallest = min(lists, key=len)
                    holders.update(d for d in wanted if d in smallest and all(d in other for other in lists))
            per_field[fieldname] = holders
        found.append((weight, per_field))
    return found


def rows(opened: OpenIndex, parsed: ParsedQuery, candidates: Candidates, glossary_doc: int | None) -> list[list[float]]:
    """One row of FEATURE_NAMES per candidate, in the candidates' order."""
    docs = candidates.docs
    if not docs:
        return []
    state = scoring(opened)
    info = opened.docs
    numbers = [answer_key(opened, d) for d in docs]
    rank_of_number = {}
    for rank, number in enumerate(numbers, 1):
        rank_of_number.setdefault(number, rank)
    groups: dict[str, list[int]] = {}
    for position, doc in enumerate(docs):
        number, kind = numbers[position], info[doc][1]
        key = _rule_of(number) if kind in ("rule", "subrule") else number
        groups.setdefault(key, []).append(position)

    best_fused = max(candidates.fused[d] for d in docs) or 1.0
    best_lexical = max(candidates.lexical.values(), default=0.0) or 1.0
    sims = [float(candidates.similarity[d]) if candidates.similarity is not None else 0.0 for d in docs]
    best_sim = max(sims) or 1.0
    sim_order = {docs[i]: rank for rank, i in enumerate(sorted(range(len(docs)), key=lambda i: -sims[i]), 1)}
    concepts = _concept_fields(opened, parsed, docs)
    total_weight = sum(w for w, _f in concepts) or 1.0
    asked = parsed.stems()
    named_topics = {i for i, topic in enumerate(state.topic_list) if topic & asked}
    defining = state.defining(parsed.defines) if parsed.defines else set()
    mentioned = set(parsed.numbers)
    question = [
        float(len(parsed.text.split())), float(len(parsed.concepts)), float(bool(parsed.defines)),
        float(_question_start(parsed.text)), float(len(parsed.numbers)),
    ]
    # Ties broken by the answer itself, not by a set's order (which changes with Python's hash seed).
    bank_ranked = sorted({n for n in numbers if n in candidates.bank}, key=lambda n: (-candidates.bank[n], n))
    bank_rank = {number: rank for rank, number in enumerate(bank_ranked, 1)}

    out = []
    kinds = [info[d][1] for d in docs]
    for position, doc in enumerate(docs):
        number, kind, heading = numbers[position], kinds[position], info[doc][2]
        rule = _rule_of(number) if kind in ("rule", "subrule") else number
        group = groups[rule]
        group_best = min(group)
        fused = candidates.fused[doc]
        lexical = candidates.lexical.get(doc)
        parent = _parent_of(number, kind)
        ancestors = [number[:1], number.split(".")[0]] if kind != "glossary" else []
        ancestor_ranks = [rank_of_number[a] for a in ancestors if a != number and a in rank_of_number]
        children = sum(1 for other, other_kind in zip(numbers, kinds) if other != number and _parent_of(other, other_kind) == number)
        siblings = sum(1 for other_position in group if other_position != position)
        covered = {fieldname: sum(w for w, per in concepts if doc in per[fieldname]) / total_weight for fieldname in TEXT_FIELDS}
        any_cover = sum(w for w, per in concepts if any(doc in per[f] for f in TEXT_FIELDS)) / total_weight
        text_cover = sum(w for w, per in concepts if any(doc in per[f] for f in ("title", "body", "context"))) / total_weight
        in_body = sum(1 for _w, per in concepts if doc in per["body"])
        topic = state.topic_of[doc]
        letter = number[-1] if kind == "subrule" and number[-1:].isalpha() else ""
        length = opened.lengths["body"][doc] + opened.lengths["title"][doc]
        cites = mentioned and any(doc in opened.postings("refs", n) for n in mentioned)
        out.append(question + [
            fused / best_fused, float(position + 1),
            (lexical or 0.0) / best_lexical, float(candidates.lexical_rank.get(doc, 1000)), float(lexical is None),
            sims[position], sims[position] / best_sim, float(sim_order[doc]),
            float(KIND_CODES.get(kind, 2)), float(heading), float(number.count(".") + bool(letter) + (kind != "chapter" and kind != "glossary")),
            float(ord(letter) - 96 if letter else 0), float(int(number[0]) if number[:1].isdigit() else -1),
            float(number[:1] in ("8", "9")), math.log1p(length), state.prior[doc],
            covered["title"], covered["body"], covered["context"], covered["examples"], any_cover, text_cover,
            float(in_body), float(any_cover > 0 and text_cover == 0), float(doc in defining),
            float(topic >= 0 and topic in named_topics), float(topic >= 0 and topic not in named_topics),
            float(bool(asked) and all(opened.postings("title", s).get(doc) for s in asked)),
            float(doc == glossary_doc),
            float(rank_of_number.get(parent, 0)), float(siblings), float(children), float(group_best + 1),
            fused / (candidates.fused[docs[group_best]] or 1.0), float(group_best == position),
            float(min(ancestor_ranks, default=0)),
            float(number in mentioned), float(bool(cites)),
            candidates.bank.get(number, 0.0), candidates.bank_rules.get(rule, 0.0),
            float(candidates.bank_counts.get(number, 0)), float(bank_rank.get(number, 0)),
        ])
    return out
