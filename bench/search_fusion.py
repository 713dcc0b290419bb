"""How to fuse the word and meaning rankings, measured on the tuned questions only.

    .venv/bin/python bench/search_fusion.py

Loads the seed excerpt and the full modern Comprehensive Rules as
bench/search_quality.py does (vectors cached in var/bench-vectors.sqlite3),
and for every question of the tuned splits (tune, dev, dev4: never an unseen
one) prints hit@1 / hit@5 of: words alone, meaning alone, reciprocal rank
fusion (weight of the meaning ranking x k) and the convex mix of the two
scores the search uses (the words' share), so the choice in
rules_corpus/search/weights.py can be checked again.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search_quality import FULL_CR, QUESTIONS, TUNED, load_corpus, read_questions, setup_django  # noqa: E402


def collect(corpus, questions):
    """Per question: the lexical top 100 (doc, score), every document's similarity, the answers' docs."""
    from rules_corpus.indexing import embed_now, index_dir_for
    from rules_corpus.search import dense, embedding, parse_query, ranking, reader
    from rules_corpus.search.lookup import _meant

    embed_now(corpus)
    opened = reader.open_index(index_dir_for(corpus))
    time.sleep(dense.RECHECK_SECONDS + 0.1)
    matrix, encoder = dense.dense_index(opened).ready(), embedding.encoder()
    rows = []
    for _split, question, answers in questions:
        parsed = parse_query(question, opened)
        ranked, _total = ranking.rank(opened, parsed, 100)
        similarity = dense.similarities(matrix, encoder.encode_one(_meant(parsed)))
        wanted = {doc for doc, meta in enumerate(opened.docs) if meta[0] in answers}
        rows.append((ranked, similarity, wanted))
    return rows


def measure(rows, order) -> str:
    hit1 = hit5 = 0
    for ranked, similarity, wanted in rows:
        ordered = order(ranked, similarity)[:10] if ranked else []
        rank = next((i for i, doc in enumerate(ordered, 1) if doc in wanted), None)
        hit1 += rank == 1
        hit5 += rank is not None and rank <= 5
    return f"hit@1 {hit1 / len(rows):6.1%}  hit@5 {hit5 / len(rows):6.1%}"


def rrf(weight: float, k: int):
    from rules_corpus.search import dense

    def order(ranked, similarity):
        scores: dict[int, float] = {}
        for w, docs in ((1.0, [d for d, _s in ranked]), (weight, dense.nearest(similarity))):
            for rank, doc in enumerate(docs, 1):
                scores[doc] = scores.get(doc, 0.0) + w / (k + rank)
        return sorted(scores, key=lambda doc: (-scores[doc], doc))

    return order


def convex(share: float):
    from rules_corpus.search import dense

    return lambda ranked, similarity: [doc for doc, _score in dense.fuse(ranked, similarity, share=share)]


def main() -> int:
    setup_django()
    from rules_corpus.search import dense, embedding

    if embedding.encoder() is None:
        print("no embedding model installed: nothing to measure")
        return 0
    for name, path in {"seed": None, "full": FULL_CR}.items():
        if path is not None and not path.is_file():
            continue
        questions = [row for row in read_questions(QUESTIONS[name]) if row[0] in TUNED]
        rows = collect(load_corpus(path), questions)
        print(f"{name}: {len(rows)} tuned questions")
        print(f"  words alone              {measure(rows, lambda ranked, _s: [d for d, _x in ranked])}")
        print(f"  meaning alone            {measure(rows, lambda _r, similarity: dense.nearest(similarity))}")
        for weight in (0.5, 1.0):
            for k in (10, 60):
                print(f"  rrf meaning x{weight:<3} k={k:<3}  {measure(rows, rrf(weight, k))}")
        for share in (0.3, 0.45, 0.6):
            print(f"  convex, words' share {share:<4} {measure(rows, convex(share))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
