"""Editions compared: the diff of two full editions, and its pages, on this machine.

Imports the February 2007, May 2009, November 2025, April 2026 and June 2026
editions into a throwaway database, then prints for each pair: the lineage
matching (rules_corpus.lineage) from nothing, the diff from nothing (texts read,
rules matched, compared) and from the cache, and the server time and size of
/api/diff, of the /diff page (its chapter jump list, and every chapter when the
diff is small) and of its largest chapter page (?chapter=N); then the lineage of
every pair of editions from nothing (editions.warm_lineage) and a rule page with
its history across all of them. Times are the range
(min-max) of several runs: the machine is shared and noisy.
Targets (issue 22): the /diff page of 2007 -> 2026 under 1 s, a reasonable size.
"""
import json
import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from bench import _django  # noqa: E402

PAIRS = [
    ("MagicCompRules-20260417.txt", "MagicCompRules-20260619.txt"),
    ("MagicCompRules-20251114.txt", "MagicCompRules-20260619.txt"),
    ("MagicCompRules-20090501.txt", "MagicCompRules-20260619.txt"),
    ("MagicCompRules-20070201.txt", "MagicCompRules-20090501.txt"),
    ("MagicCompRules-20070201.txt", "MagicCompRules-20260619.txt"),
]


def timed(function, runs=5):
    times, result = [], None
    for _ in range(runs):
        started = time.perf_counter()
        result = function()
        times.append(time.perf_counter() - started)
    return (min(times), max(times)), result


def ms(span):
    return f"{span[0] * 1000:.0f}-{span[1] * 1000:.0f} ms"


def main():
    names = sorted({name for pair in PAIRS for name in pair})
    missing = [name for name in names if not (_django.SHARED_CR / name).is_file()]
    if missing:
        sys.exit(f"missing in {_django.SHARED_CR}: {', '.join(missing)}")
    _django.setup("diff")
    from django.conf import settings
    from django.test import Client

    from rules_corpus import diff, editions, lineage
    from rules_corpus.importer import import_corpus

    corpora = {name: import_corpus([_django.SHARED_CR / name], keep_active=True)[0] for name in names}
    client = Client()
    figures = {}
    for old_name, new_name in PAIRS:
        old, new = corpora[old_name], corpora[new_name]
        old_texts, new_texts = editions.corpus_texts(old), editions.corpus_texts(new)

        def cold():
            for memo in (editions._texts, editions._matches, editions._inverted, editions._edition_diff):
                memo.cache_clear()
            shutil.rmtree(Path(settings.SEARCH_INDEX_DIR) / "lineage", ignore_errors=True)
            return editions.edition_diff(old, new)

        lineage_s, matches = timed(lambda: lineage.match(old_texts, new_texts), runs=3)
        cpu_started = time.thread_time()
        lineage.match(old_texts, new_texts)
        lineage_cpu = time.thread_time() - cpu_started  # this thread only: not the load, nor the embedding thread an import starts
        cold_s, result = timed(cold, runs=3)
        warm_s, _ = timed(lambda: editions.edition_diff(old, new))
        api_s, _ = timed(lambda: client.get(f"/api/diff/{old.slug}/{new.slug}"))
        page_s, response = timed(lambda: client.get(f"/diff/{old.slug}/{new.slug}"))
        assert response.status_code == 200
        page_kb = len(response.content) / 1024
        chapters = diff.chapters(result, {})
        largest = max(chapters, key=lambda chapter: chapter.size)
        chapter_s, chapter_response = timed(lambda: client.get(f"/diff/{old.slug}/{new.slug}", {"chapter": largest.number}))
        assert chapter_response.status_code == 200
        chapter_kb = len(chapter_response.content) / 1024
        label = f"{old.slug} -> {new.slug}"
        print(
            f"{label}: {len(result.added)} added, {len(result.removed)} removed, {len(result.changed)} changed, "
            f"{len(result.moved)} moved; lineage {len(matches)} of {len(old_texts)} rules matched in {ms(lineage_s)} "
            f"({lineage_cpu * 1000:.0f} ms of CPU); "
            f"diff from the database {ms(cold_s)}, cached {ms(warm_s)}; /api/diff {ms(api_s)}; "
            f"/diff page {ms(page_s)}, {page_kb:.0f} KB; largest chapter ({largest.number}, {largest.size} entries) "
            f"{ms(chapter_s)}, {chapter_kb:.0f} KB"
        )
        figures[label] = {
            "lineage_ms": [round(t * 1000) for t in lineage_s],
            "lineage_cpu_ms": round(lineage_cpu * 1000),
            "diff_ms": [round(t * 1000) for t in cold_s],
            "api_ms": [round(t * 1000) for t in api_s],
            "page_ms": [round(t * 1000) for t in page_s],
            "page_kb": round(page_kb),
            "chapter_ms": [round(t * 1000) for t in chapter_s],
            "chapter_kb": round(chapter_kb),
        }
    for memo in (editions._texts, editions._matches, editions._inverted, editions._edition_diff):
        memo.cache_clear()
    shutil.rmtree(Path(settings.SEARCH_INDEX_DIR) / "lineage", ignore_errors=True)
    started, cpu_started = time.perf_counter(), time.thread_time()
    pairs = editions.warm_lineage()
    warm_all_s, warm_all_cpu = time.perf_counter() - started, time.thread_time() - cpu_started
    rule_s, response = timed(lambda: client.get("/rules/408.1c", {"edition": "2007-02-01"}))
    assert response.status_code == 200 and b"117.3a" in response.content
    print(
        f"lineage of all {pairs} pairs of the {len(corpora)} editions, from nothing: {warm_all_s * 1000:.0f} ms "
        f"({warm_all_cpu * 1000:.0f} ms of CPU); "
        f"then a rule page with its history in every edition (408.1c of 2007): {ms(rule_s)}"
    )
    figures["warm_lineage_ms"] = round(warm_all_s * 1000)
    figures["rule_page_ms"] = [round(t * 1000) for t in rule_s]
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
