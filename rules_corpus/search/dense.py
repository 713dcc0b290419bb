"""Meaning as well as words: the dense ranking, and its fusion with the lexical one.

An opened index reads its build's vectors file once it exists (looked for at
most every RECHECK_SECONDS while it does not); a question is encoded once
(cached) and compared with every rule by one matrix product. The two rankings
are fused by weighted reciprocal rank fusion: each document scores
sum(weight / (k + rank)) over the rankings that hold it, so neither ranking's
scale matters, only its order.
"""
from __future__ import annotations

import threading
import time
from collections import OrderedDict

from . import embedding
from .reader import OpenIndex
from .vectors import vectors_file
from .weights import DENSE_DEPTH, LEXICAL_SHARE

RECHECK_SECONDS = 2.0
QUERY_CACHE_SIZE = 2048


class DenseIndex:
    """An opened build's vectors, once they are in."""

    def __init__(self, opened: OpenIndex):
        self.build = opened.build
        self.matrix = None
        self.checked = 0.0
        self.lock = threading.Lock()

    def ready(self):
        """The vectors (a documents x dimensions array), or None while they are not in yet."""
        if self.matrix is not None:
            return self.matrix
        now = time.monotonic()
        if now - self.checked < RECHECK_SECONDS:
            return None
        with self.lock:
            self.checked = now
            path = vectors_file(self.build)
            if self.matrix is None and path.exists():
                import numpy as np

                self.matrix = np.load(path, mmap_mode=None)
        return self.matrix


def dense_index(opened: OpenIndex) -> DenseIndex:
    return opened.derived("dense", DenseIndex)


_queries: OrderedDict[str, object] = OrderedDict()
_queries_lock = threading.Lock()


def query_vector(encoder: embedding.Encoder, text: str):
    """The question's vector, cached: live search asks the same words again and again."""
    key = " ".join(text.lower().split())
    with _queries_lock:
        found = _queries.get(key)
        if found is not None:
            _queries.move_to_end(key)
            return found
    vector = encoder.encode_one(key)
    with _queries_lock:
        _queries[key] = vector
        if len(_queries) > QUERY_CACHE_SIZE:
            _queries.popitem(last=False)
    return vector


def similarities(matrix, vector):
    """Cosine similarity of every document to the question (the rows are unit vectors).

    numpy's own loop, not BLAS: OpenBLAS would start a thread per core for this
    small product, and its threads spinning against the server's cost several
    times the product itself on a busy 2-core machine (measured: 1.5 ms CPU against 0.3 ms).
    """
    import numpy as np

    return np.einsum("ij,j->i", matrix, vector)


def nearest(similarity, depth: int = DENSE_DEPTH) -> list[int]:
    """The `depth` documents most similar to the question (rows of zeros never come up), best first."""
    import numpy as np

    depth = min(depth, len(similarity))
    if depth <= 0:
        return []
    top = np.argpartition(-similarity, depth - 1)[:depth]
    top = top[np.argsort(-similarity[top], kind="stable")]
    return [int(doc) for doc in top if similarity[doc] > 0.0]


def fuse(
    lexical: list[tuple[int, float]], similarity, depth: int = DENSE_DEPTH, share: float = LEXICAL_SHARE
) -> list[tuple[int, float]]:
    """The lexical ranking (doc, score) and the similarities fused -> (doc, score), best first.

    A convex combination of the two scores, each divided by its best among the
    candidates (the lexical top and the `depth` most similar): it keeps how far
    apart two rules are, which reciprocal rank fusion throws away (measured on
    the tuned questions: hit@1 about four points higher on the full rules).
    """
    candidates = {doc for doc, _score in lexical}
    candidates.update(nearest(similarity, depth))
    if not candidates:
        return []
    words = dict(lexical)
    best_words = max(words.values(), default=0.0) or 1.0
    best_meaning = max(float(similarity[doc]) for doc in candidates) or 1.0
    fused = [
        (doc, share * words.get(doc, 0.0) / best_words + (1 - share) * max(0.0, float(similarity[doc])) / best_meaning)
        for doc in candidates
    ]
    fused.sort(key=lambda item: (-item[1], item[0]))
    return fused
