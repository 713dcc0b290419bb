"""`search()`: one query against one index, a rule number or a ranked page of results.

The ranking is the lexical one fused with the dense one (`dense`) when the
model is installed and the index's vectors are in; the lexical one alone
otherwise, or with `meaning=False`.
"""
from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import answers, dense, embedding, ranking
from .query import ParsedQuery, parse_query
from .reader import OpenIndex, open_index
from .results import Definition, Hit, SearchResults, group_siblings, hit_from
from .rerank import RERANK_DEPTH, Candidates
from .rerank import rerank as rerank_candidates
from .weights import FUSION_DEPTH

# Encode the question on another thread while the lexical ranking runs (the
# model's run releases the GIL, so it could use the second core). Off: measured
# by bench/search.py both ways, it saved nothing on the busy 2-core machine
# (CPU p95 12.4 ms either way; the words' ranking is only 1-2 ms of it).
ENCODE_ALONGSIDE = False
_alongside = ThreadPoolExecutor(max_workers=2, thread_name_prefix="encode-question")


def search(
    index_dir: Path | str, query: str, page: int = 1, per_page: int = 10, meaning: bool = True, rerank: bool = True,
    edition: str | None = None,
) -> SearchResults:
    """Search one index. Raises `IndexMissing` if there is none; never on the query.

    `meaning=False` ranks by words alone; `rerank=False` keeps the fused order
    (the learned reranker, when its model is there, reorders the fused top;
    `edition`, the corpus's effective date, picks its question bank).
    """
    page = max(1, int(page))
    per_page = max(1, min(int(per_page), 100))
    opened = open_index(index_dir)
    parsed = parse_query(query, opened)
    stems = parsed.stems()
    hits: list[Hit] = []
    total = 0
    number_found = False
    first_doc = None

    if parsed.number:
        first_doc = opened.has_number(parsed.number)
        number_found = first_doc is not None

    if parsed.number and not parsed.concepts:
        # Just a number: the rule, its subrules in order, then rules that cite it.
        ordered = ([first_doc] if number_found else []) + opened.in_order("lineage", parsed.number)
        seen = set(ordered)
        ordered += [doc for doc in opened.in_order("refs", parsed.number) if doc not in seen]
        total = len(ordered)
        window = ordered[(page - 1) * per_page : page * per_page]
        for rank, docnum in enumerate(window):
            score = float(total - (page - 1) * per_page - rank)
            hits.append(hit_from(opened.stored(docnum), score, stems | {parsed.number}))
        return SearchResults(parsed.text, page, per_page, total, hits, parsed.number, number_found, parsed.corrections)

    if not parsed.concepts and not parsed.numbers:
        if number_found:
            fields = opened.stored(first_doc)
            return SearchResults(
                parsed.text, page, per_page, 1, [hit_from(fields, 1.0, stems)], parsed.number, True, parsed.corrections
            )
        return SearchResults(parsed.text, page, per_page, 0, [], parsed.number, False, parsed.corrections)

    glossary_doc = answers.glossary_entry(opened, parsed)
    ordered, scores, total, fused, reranked = _ranked(
        opened, parsed, page * per_page + 1, meaning, rerank, glossary_doc, edition
    )
    ordered = answers.headings_below_their_rules(opened, ordered)
    if glossary_doc is not None:
        # "what is a token", "mana burn": the glossary's entry answers first.
        if glossary_doc not in scores:
            total += 1
        scores[glossary_doc] = (scores[ordered[0]] if ordered else 1.0) + 1.0
        ordered = [glossary_doc] + [d for d in ordered if d != glossary_doc]
    if number_found:
        top = scores[ordered[0]] if ordered else 1.0
        ordered = [first_doc] + [d for d in ordered if d != first_doc]
        scores[first_doc] = top + 1.0
        total += 1
    window = ordered[(page - 1) * per_page : page * per_page]
    for docnum in window:
        hits.append(hit_from(opened.stored(docnum), scores[docnum], stems))
    hits = group_siblings(hits)
    return SearchResults(
        parsed.text, page, per_page, total, hits, parsed.number, number_found, parsed.corrections, meaning=fused,
        definition=_definition(opened, parsed) if page == 1 else None, reranked=reranked,
    )


def _definition(opened: OpenIndex, parsed: ParsedQuery) -> Definition | None:
    """The glossary entry a "what is X" question names, if the corpus has a glossary and X in it."""
    found = opened.defined.get(" ".join(parsed.defines)) if parsed.defines else None
    if found is None:
        return None
    docnum, term = found
    fields = opened.stored(docnum)
    return Definition(term=term, text=fields.get("shown_body", ""), slug=fields.get("slug", ""))


def _ranked(opened: OpenIndex, parsed: ParsedQuery, needed: int, meaning: bool, rerank: bool, glossary_doc, edition=None):
    """(docs in order, doc -> score, how many matched, whether meaning took part, whether reranked).

    `needed` is one more than the page needs: the rule whose number was typed may be among them.
    """
    matrix = dense.dense_index(opened).ready() if meaning else None
    encoder = embedding.encoder() if matrix is not None else None
    if encoder is None:
        ranked, total = ranking.rank(opened, parsed, needed)
        return [doc for doc, _score in ranked], dict(ranked), total, False, False
    meant = _meant(parsed)
    pending = _alongside.submit(dense.query_vector, encoder, meant) if ENCODE_ALONGSIDE else None
    ranked, total = ranking.rank(opened, parsed, max(needed, FUSION_DEPTH))
    vector = pending.result() if pending is not None else None
    if not ranked:  # no rule says any of the words: meaning alone would answer nonsense
        return [], {}, 0, False, False
    if vector is None:
        vector = dense.query_vector(encoder, meant)
    similarity = dense.similarities(matrix, vector)
    fused = dense.fuse(ranked[:FUSION_DEPTH], similarity)
    reordered = _reranked(opened, parsed, ranked, fused, similarity, vector, glossary_doc, edition) if rerank else None
    if reordered is not None:
        fused = reordered + fused[len(reordered):]
    ordered = [doc for doc, _score in fused]
    scores = dict(fused)
    rest = [doc for doc, _score in ranked[FUSION_DEPTH:] if doc not in scores]
    floor = min(scores.values(), default=1.0)
    for offset, doc in enumerate(rest, 1):
        scores[doc] = floor * (1 - offset / (len(rest) + 1))
    lexical = {doc for doc, _score in ranked}
    return ordered + rest, scores, total + sum(1 for doc in ordered if doc not in lexical), True, reordered is not None


def candidates_of(ranked, fused, similarity) -> Candidates:
    """The fused ranking's top RERANK_DEPTH with what each ranking said of them."""
    top = fused[:RERANK_DEPTH]
    return Candidates(
        docs=[doc for doc, _score in top],
        fused=dict(top),
        lexical=dict(ranked),
        lexical_rank={doc: rank for rank, (doc, _score) in enumerate(ranked, 1)},
        similarity=similarity,
    )


def _reranked(opened, parsed, ranked, fused, similarity, vector, glossary_doc, edition):
    """The fused top reordered by the learned reranker, keeping the fused scores'
    scale (the best score goes to the model's first); None when it is off."""
    top = fused[:RERANK_DEPTH]
    candidates = candidates_of(ranked, fused, similarity)
    order = rerank_candidates(opened, parsed, candidates, vector, glossary_doc, edition)
    if order is None:
        return None
    shown = sorted((score for _doc, score in top), reverse=True)
    return [(doc, score) for (doc, _predicted), score in zip(order, shown)]


def _meant(parsed: ParsedQuery) -> str:
    """The question as typed, with its misspelt or half-typed words as corrected."""
    text = parsed.text
    for typed, corrected in parsed.corrections.items():
        text = re.sub(rf"\b{re.escape(typed)}\b", corrected, text, flags=re.I)
    return text


def candidates_for(index_dir: Path | str, query: str):
    """What the reranker sees of a question, for training it: (opened, parsed,
    candidates, question vector, glossary entry) of the fused ranking, or None
    when the question is a bare rule number or meaning is not in."""
    opened = open_index(index_dir)
    parsed = parse_query(query, opened)
    if parsed.number and not parsed.concepts:
        return None
    matrix = dense.dense_index(opened).ready()
    encoder = embedding.encoder() if matrix is not None else None
    if encoder is None:
        return None
    ranked, _total = ranking.rank(opened, parsed, FUSION_DEPTH)
    if not ranked:
        return None
    vector = dense.query_vector(encoder, _meant(parsed))
    similarity = dense.similarities(matrix, vector)
    fused = dense.fuse(ranked[:FUSION_DEPTH], similarity)
    return opened, parsed, candidates_of(ranked, fused, similarity), vector, answers.glossary_entry(opened, parsed)
