"""The dense index: one vector per rule beside the Whoosh index, computed after it.

`build_index` writes each document's passage (`PASSAGES_FILE`); `ensure_vectors`
embeds them into `vectors-<model>.npy` in the same build folder. The lexical
search serves as soon as the build is swapped in; the fused one once the
vectors file is there (computed by `build_index --vectors`, or by the
`embed_vectors` process a server starts: never on a thread of a process that
may exit before it is done).

Vectors are cached by the SHA-256 of the passage text in one SQLite file
(`cache_path`, shared by every corpus and process), so a new edition embeds
only the rules whose text changed. One process embeds a build at a time (a
file lock); the others wait for it and read the result.
"""
from __future__ import annotations

import fcntl
import hashlib
import json
import logging
import os
import sqlite3
import time
import uuid
from pathlib import Path

from . import embedding
from .storage import PASSAGES_FILE, current_build

logger = logging.getLogger(__name__)

VECTORS_FILE = f"vectors-{embedding.MODEL_ID}.npy"
_LOCK_FILE = "vectors.lock"
CACHE_CHUNK = 256  # passages embedded, then stored, at a time


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class VectorCache:
    """passage hash -> vector, in SQLite (safe across processes), per model."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def _connect(self) -> sqlite3.Connection:
        connection = sqlite3.connect(self.path, timeout=60)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("CREATE TABLE IF NOT EXISTS vectors (model TEXT, hash TEXT, vector BLOB, PRIMARY KEY (model, hash))")
        return connection

    def get(self, hashes: list[str]) -> dict[str, bytes]:
        found: dict[str, bytes] = {}
        with self._connect() as connection:
            for start in range(0, len(hashes), 500):
                chunk = hashes[start : start + 500]
                marks = ",".join("?" * len(chunk))
                rows = connection.execute(
                    f"SELECT hash, vector FROM vectors WHERE model = ? AND hash IN ({marks})",  # noqa: S608 - only "?"s
                    [embedding.MODEL_ID, *chunk],
                )
                found.update(rows)
        return found

    def put(self, items: dict[str, bytes]) -> None:
        with self._connect() as connection:
            connection.executemany(
                "INSERT OR REPLACE INTO vectors (model, hash, vector) VALUES (?, ?, ?)",
                [(embedding.MODEL_ID, key, value) for key, value in items.items()],
            )


def vectors_file(build: Path) -> Path:
    return build / VECTORS_FILE


def ready(index_dir: Path | str) -> bool:
    """Whether the current build's vectors are in (and the model is there to use them)."""
    if embedding.encoder() is None:
        return False
    build = current_build(index_dir)
    return build is not None and vectors_file(build).exists()


def ensure_vectors(index_dir: Path | str, cache_path: Path | str) -> dict | None:
    """Embed the current build's passages unless done; returns what it did, or
    None when there is no index or no model. Blocking: call it off the request path."""
    build = current_build(index_dir)
    if not embedding.available() or build is None or not (build / PASSAGES_FILE).exists():
        return None
    target = vectors_file(build)
    if target.exists():  # done before: no need to load the model (about 2 s)
        return {"embedded": 0, "cached": 0, "seconds": 0.0, "already": True}
    encoder = embedding.encoder()
    if encoder is None:
        return None
    with open(build / _LOCK_FILE, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # another process may be embedding this build
        try:
            if target.exists():
                return {"embedded": 0, "cached": 0, "seconds": 0.0, "already": True}
            return _embed_build(build, encoder, VectorCache(cache_path))
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _embed_build(build: Path, encoder, cache: VectorCache) -> dict:
    import numpy as np

    started = time.perf_counter()
    passages: list[str] = json.loads((build / PASSAGES_FILE).read_text(encoding="utf-8"))
    hashes = [text_hash(p) if p else "" for p in passages]
    known = cache.get(sorted({h for h in hashes if h}))
    missing = sorted({h: p for h, p in zip(hashes, passages) if h and h not in known}.items())
    for start in range(0, len(missing), CACHE_CHUNK):
        # Stored as they come: a process stopped half way (a worker recycled)
        # leaves what it did to the next one.
        chunk = missing[start : start + CACHE_CHUNK]
        vectors = encoder.encode([p for _h, p in chunk])
        fresh = {h: vectors[i].tobytes() for i, (h, _p) in enumerate(chunk)}
        cache.put(fresh)
        known.update(fresh)
    matrix = np.zeros((len(passages), embedding.DIMENSION), dtype=np.float32)
    for row, key in enumerate(hashes):
        if key:
            matrix[row] = np.frombuffer(known[key], dtype=np.float32)
    scratch = build / f".{VECTORS_FILE}.{uuid.uuid4().hex[:8]}.npy"
    np.save(scratch, matrix)
    os.replace(scratch, vectors_file(build))
    report = {
        "embedded": len(missing),
        "cached": sum(1 for h in set(hashes) if h) - len(missing),
        "seconds": time.perf_counter() - started,
    }
    logger.info("search: vectors for %s: %s embedded, %s from the cache", build.name, report["embedded"], report["cached"])
    return report


def missing(index_dir: Path | str) -> bool:
    """The index is built, the model is installed, and the build has no vectors yet."""
    if embedding.encoder() is None:
        return False
    build = current_build(index_dir)
    return build is not None and not vectors_file(build).exists()
