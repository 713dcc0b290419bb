"""Editions compared: the diff of two full editions, and its pages, on this machine.

Imports the April and June 2026 editions (and the November 2025 and May 2009
ones, for a larger diff) into a throwaway database, then prints: the diff
computed from the database with nothing cached (the texts read, compared, moves
found), the same from the cache, and the server time of /api/diff and /diff.
Target (issue 13): the diff of two full editions under 1 s.
"""
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import _django  # noqa: E402

PAIRS = [
    ("MagicCompRules-20260417.txt", "MagicCompRules-20260619.txt"),
    ("MagicCompRules-20251114.txt", "MagicCompRules-20260619.txt"),
    ("MagicCompRules-20090501.txt", "MagicCompRules-20260619.txt"),
]


def timed(function, runs=5):
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - started)
    return statistics.median(times), result


def main():
    names = sorted({name for pair in PAIRS for name in pair})
    missing = [name for name in names if not (_django.SHARED_CR / name).is_file()]
    if missing:
        sys.exit(f"missing in {_django.SHARED_CR}: {', '.join(missing)}")
    _django.setup("diff")
    from django.test import Client

    from rules_corpus import editions
    from rules_corpus.importer import import_corpus

    corpora = {name: import_corpus([_django.SHARED_CR / name], keep_active=True)[0] for name in names}
    client = Client()
    figures = {}
    for old_name, new_name in PAIRS:
        old, new = corpora[old_name], corpora[new_name]

        def cold():
            editions._texts.cache_clear()
            return editions.edition_diff(old, new)

        cold_s, result = timed(cold)
        warm_s, _ = timed(lambda: editions.edition_diff(old, new))
        api_s, _ = timed(lambda: client.get(f"/api/diff/{old.slug}/{new.slug}"))
        page_s, response = timed(lambda: client.get(f"/diff/{old.slug}/{new.slug}"))
        assert response.status_code == 200
        label = f"{old.slug} -> {new.slug}"
        print(
            f"{label}: {len(result.added)} added, {len(result.removed)} removed, {len(result.changed)} changed, "
            f"{len(result.moved)} moved; diff from the database {cold_s * 1000:.0f} ms (target < 1000 ms), "
            f"cached {warm_s * 1000:.0f} ms; /api/diff {api_s * 1000:.0f} ms, /diff page {page_s * 1000:.0f} ms"
        )
        figures[label] = {"diff_ms": round(cold_s * 1000), "api_ms": round(api_s * 1000), "page_ms": round(page_s * 1000)}
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
