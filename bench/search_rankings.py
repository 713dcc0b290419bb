"""The search's rankings on every question, to show that a refactoring changed none of them.

    .venv/bin/python bench/search_rankings.py OUTPUT.txt

Imports the seed excerpt and the full modern Comprehensive Rules
(../shared/cr/MagicCompRules-20260619.txt) into a throwaway SQLite database and
index folder, as bench/search_quality.py does, asks every question of every
tests/data/search_questions_*.tsv file, and writes to OUTPUT.txt, per
question, the top ten results of `search.search()` (rule number and the score
shown) and the ranking's own top ten with unrounded scores (rounded here to 6
digits). Run it before and after a change that must not change behaviour and
compare the two files byte for byte (`cmp`). Only a summary (how many
questions, the file's SHA-256) is printed: the file holds blind questions'
results, which nobody tuning the search may read.
"""
from __future__ import annotations

import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_quality import FULL_CR, QUESTIONS, load_corpus, read_questions, setup_django  # noqa: E402


def raw_ranking(index_dir: Path, question: str, limit: int = 10) -> list[tuple[str, float]]:
    """The ranking's best `limit` (number or key, score) before search() puts a typed rule number first."""
    from rules_corpus import search

    try:
        from rules_corpus.search import ranking, reader
    except ImportError:  # the single-module layout before the package
        opened = search._open(index_dir)
        ranked, _total = search._rank(opened, search.parse_query(question, opened), limit)
    else:
        opened = reader.open_index(index_dir)
        ranked, _total = ranking.rank(opened, search.parse_query(question, opened), limit)
    return [(opened.docs[doc][0] or f"#{doc}", score) for doc, score in ranked]


def rankings(index_dir: Path, questions) -> list[str]:
    from rules_corpus import search

    lines = []
    for split, question, _answers in questions:
        results = search.search(index_dir, question, 1, 10)
        shown = " ".join(f"{hit.number or hit.slug}={hit.score:.6f}" for hit in results.hits)
        raw = " ".join(f"{number}={score:.6f}" for number, score in raw_ranking(index_dir, question))
        lines.append(f"{split}\t{question}\ttotal={results.total}\tshown: {shown}\tranked: {raw}")
    return lines


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    output = Path(sys.argv[1])
    setup_django()
    from rules_corpus.indexing import index_dir_for

    lines = []
    for name, path in {"seed": None, "full": FULL_CR}.items():
        if path is not None and not path.is_file():
            print(f"{name}: {path} is missing, skipped")
            continue
        corpus = load_corpus(path)
        found = rankings(index_dir_for(corpus), read_questions(QUESTIONS[name]))
        lines += [f"{name}\t{line}" for line in found]
        print(f"{name}: {len(found)} questions ({corpus.name})")
    text = "\n".join(lines) + "\n"
    output.write_text(text, encoding="utf-8")
    print(f"{output}: {len(lines)} lines, sha256 {hashlib.sha256(text.encode()).hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
