"""Import figures for the full modern Comprehensive Rules on this machine.

Prints: parse time alone, the whole import (parse, database, index) wall time
and peak memory (RSS high-water mark of a child process per run), and the
rule page server time with the full CR loaded. Targets (issue 3): parse at
most 0.5 s, import at most 5 s and 300 MB, rule page median at most 20 ms.
"""
import json
import multiprocessing as mp
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import _django  # noqa: E402


def parse_only(path, runs=5):
    from rules_corpus.parser import parse_file

    times = []
    for _ in range(runs):
        started = time.perf_counter()
        parsed = parse_file(path)
        times.append(time.perf_counter() - started)
    return min(times), statistics.median(times), len(parsed.rules)


def import_in_child(path, queue):
    _django.setup("import")
    from rules_corpus.importer import import_corpus

    started = time.perf_counter()
    import_corpus([path])
    wall = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    queue.put({"wall": wall, "peak_mb": peak_mb})


def rule_pages(path, samples=300):
    _django.setup("pages")
    from django.test import Client

    from rules_corpus.importer import import_corpus
    from rules_corpus.models import Rule

    (corpus,) = import_corpus([path])
    numbers = list(Rule.objects.filter(corpus=corpus).values_list("number", flat=True))
    step = max(1, len(numbers) // samples)
    chosen = numbers[::step][:samples]
    client = Client()
    for number in chosen[:20]:
        client.get(f"/rules/{number}")
    times = []
    for number in chosen:
        started = time.perf_counter()
        response = client.get(f"/rules/{number}")
        times.append((time.perf_counter() - started) * 1000)
        assert response.status_code == 200, number
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)], len(chosen)


def main():
    path = _django.MODERN_CR
    if not path.is_file():
        sys.exit(f"{path} is missing")
    best, median, count = parse_only(path)
    print(f"parse {path.name}: {count} entries, best {best:.3f} s, median {median:.3f} s (target <= 0.5 s)")
    ctx = mp.get_context("spawn")
    runs = []
    for _ in range(3):
        queue = ctx.Queue()
        child = ctx.Process(target=import_in_child, args=(path, queue))
        child.start()
        runs.append(queue.get())
        child.join()
    wall = statistics.median(r["wall"] for r in runs)
    peak = max(r["peak_mb"] for r in runs)
    print(f"import (parse + database + index): median {wall:.2f} s over 3 runs (target <= 5 s)")
    print(f"import peak memory (process RSS high-water mark): {peak:.0f} MB (target <= 300 MB)")
    queue = ctx.Queue()
    child = ctx.Process(target=_pages_child, args=(path, queue))
    child.start()
    p50, p95, n = queue.get()
    child.join()
    print(f"rule page server time over {n} pages: median {p50:.1f} ms, p95 {p95:.1f} ms (target median <= 20 ms)")
    print(json.dumps({"parse_s": round(best, 3), "import_s": round(wall, 2), "peak_mb": round(peak),
                      "rule_page_p50_ms": round(p50, 1), "rule_page_p95_ms": round(p95, 1)}))


def _pages_child(path, queue):
    queue.put(rule_pages(path))


if __name__ == "__main__":
    main()
