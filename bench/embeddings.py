"""How long the rules' vectors take: a new edition from nothing, and a release that changes 50 rules.

    .venv/bin/python bench/embeddings.py

Imports ../shared/cr/MagicCompRules-20260619.txt into a throwaway database and
index folder, then prints:
  * a new edition's vectors with an empty cache, computed on a thread of this
    script (as the `embed_vectors` process a server starts would; wall and CPU),
    and the search's latency meanwhile (it ranks by words until the vectors are in);
  * a release that changes 50 rules: the same rules with 50 texts changed,
    built into a new index, embedded with the cache warm (only those 50).
Targets: a new edition <= 4 minutes, 50 changed rules <= 10 s.
"""
from __future__ import annotations

import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from search import percentile  # noqa: E402
from search_quality import FULL_CR, load_corpus, setup_django  # noqa: E402

TARGETS = {"edition": 240.0, "release": 10.0}
QUESTIONS = ["does a 0/0 creature die right away", "trample and deathtouch", "who has priority after a spell resolves"]


def main() -> int:
    if not FULL_CR.is_file():
        print(f"{FULL_CR} is missing: nothing to measure")
        return 0
    setup_django()
    from rules_corpus import search
    from rules_corpus.indexing import documents_for, index_dir_for
    from rules_corpus.search import embedding, vectors

    if embedding.encoder() is None:
        print("no embedding model installed: nothing to measure")
        return 0
    corpus = load_corpus(FULL_CR)
    index_dir = index_dir_for(corpus)
    cache = Path(tempfile.mkdtemp(prefix="judge-vectors-")) / "cache.sqlite3"
    ok = True

    started, started_cpu = time.perf_counter(), time.process_time()
    thread = threading.Thread(target=vectors.ensure_vectors, args=(index_dir, cache), name="vectors")
    thread.start()
    latencies = []
    while thread.is_alive():
        for question in QUESTIONS:
            asked = time.perf_counter()
            results = search.search(index_dir, question)
            latencies.append(time.perf_counter() - asked)
            assert not results.meaning or not thread.is_alive()
        time.sleep(0.05)
    thread.join()
    wall, cpu = time.perf_counter() - started, time.process_time() - started_cpu
    verdict = "ok" if wall <= TARGETS["edition"] else f"ABOVE TARGET {TARGETS['edition']:.0f} s"
    print(f"new edition, {corpus.rule_count} rules, empty cache: wall {wall:.1f} s, cpu {cpu:.1f} s  {verdict}")
    ok &= wall <= TARGETS["edition"]
    print(
        f"    meanwhile {len(latencies)} searches by words: p50 {statistics.median(latencies) * 1000:.1f} ms,"
        f" p95 {percentile(latencies, 0.95) * 1000:.1f} ms (wall)"
    )

    documents = documents_for(corpus)
    rng = random.Random(20261124)
    rules = [d for d in documents if d.kind in ("rule", "subrule") and d.body.strip()]
    for document in rng.sample(rules, 50):
        document.body += " (Amended.)"
    release = index_dir.parent / "release-50"
    started = time.perf_counter()
    search.build_index(release, documents)
    built = time.perf_counter() - started
    started, started_cpu = time.perf_counter(), time.process_time()
    done = vectors.ensure_vectors(release, cache)
    wall, cpu = time.perf_counter() - started, time.process_time() - started_cpu
    verdict = "ok" if wall <= TARGETS["release"] else f"ABOVE TARGET {TARGETS['release']:.0f} s"
    print(
        f"a release changing 50 rules: {done['embedded']} embedded, {done['cached']} from the cache,"
        f" wall {wall:.2f} s, cpu {cpu:.2f} s (after its lexical build, {built:.2f} s)  {verdict}"
    )
    ok &= wall <= TARGETS["release"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
