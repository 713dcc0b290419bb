"""`search()`: one query against one index, a rule number or a ranked page of results."""
from __future__ import annotations

from pathlib import Path

from . import ranking
from .query import parse_query
from .reader import open_index
from .results import Hit, SearchResults, hit_from


def search(index_dir: Path | str, query: str, page: int = 1, per_page: int = 10) -> SearchResults:
    """Search one index. Raises `IndexMissing` if there is none; never on the query."""
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

    # One more than the page needs: the rule whose number was typed may be among them.
    ranked, total = ranking.rank(opened, parsed, page * per_page + 1)
    ordered = [docnum for docnum, _score in ranked]
    scores = dict(ranked)
    if number_found:
        ordered = [first_doc] + [d for d in ordered if d != first_doc]
        scores[first_doc] = (ranked[0][1] if ranked else 1.0) + 1.0
        total += 1
    window = ordered[(page - 1) * per_page : page * per_page]
    for docnum in window:
        hits.append(hit_from(opened.stored(docnum), scores[docnum], stems))
    return SearchResults(parsed.text, page, per_page, total, hits, parsed.number, number_found, parsed.corrections)
