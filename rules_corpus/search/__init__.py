"""Full-text search over one rules corpus: a plain package over Whoosh, no Django.

Everything Whoosh-specific lives here, so the engine can be swapped without
touching the views or the importer. The callers hand in plain `Document`s
(built with `make_documents`) and get back plain `SearchResults`:

* `build_index(index_dir, documents)` builds a fresh index beside `index_dir`
  and swaps it in atomically (`storage`);
* `search(index_dir, query, page, per_page)` never raises on what a user types
  (`lookup`).

One module per job: `analysis` (words to stems), `documents` (what an entry
holds, the schema), `storage` (atomic builds, the symlink swap), `reader`
(an opened index's postings), `query` and `spelling` (reading what a judge
typed), `ranking` (BM25F, priors, proximity) with its numbers in `weights`,
`results` (hits and snippets) and `lookup` (`search()` itself).
"""
from .analysis import RulesAnalyzer, analyze, index_text, normalize, stem
from .documents import (
    RULE_NUMBER_PATTERN,
    SCHEMA_VERSION,
    Document,
    SourceGlossaryEntry,
    SourceRule,
    cited_numbers,
    make_documents,
)
from .lookup import search
from .query import Concept, ParsedQuery, parse_query, rule_number_in
from .reader import IndexMissing, OpenIndex, open_index
from .results import Hit, SearchResults, Segment, empty_results, make_snippet
from .storage import build_index, builds_of, current_build, index_exists, remove_index
from .weights import DEFINITION_BOOST, PHRASE_SLOP

__all__ = [
    "RULE_NUMBER_PATTERN",
    "SCHEMA_VERSION",
    "DEFINITION_BOOST",
    "PHRASE_SLOP",
    "Concept",
    "Document",
    "Hit",
    "IndexMissing",
    "OpenIndex",
    "ParsedQuery",
    "RulesAnalyzer",
    "SearchResults",
    "Segment",
    "SourceGlossaryEntry",
    "SourceRule",
    "analyze",
    "build_index",
    "builds_of",
    "cited_numbers",
    "current_build",
    "empty_results",
    "index_exists",
    "index_text",
    "make_documents",
    "make_snippet",
    "normalize",
    "open_index",
    "parse_query",
    "remove_index",
    "rule_number_in",
    "search",
    "stem",
]
