"""Relevance of the rules search: hit@1 and hit@5 over judge-phrased questions.

    .venv/bin/python bench/search_quality.py [-v]

Loads the seed excerpt and the full modern Comprehensive Rules (../shared/cr)
through the importer into a throwaway SQLite database and index folder, asks
every question of tests/data/search_questions_*.tsv, and prints hit@1 / hit@5
for each split of the questions (see the comment at the top of each file):
"tune", "heldout", "fresh" and "blind2" from the first rounds of work, "dev"
(written independently, by people who never saw the ranking code, and tuned on
in the third round) and "blind3" (written with "dev", split off by a hash of
the question, never looked at while tuning), and "dev4"/"blind4" the same way
for the fourth round. "unseen" sums blind3 and blind4 (blind2's misses were
read at the start of the third round, so it no longer counts as unseen): the
best guess of how search does on a judge's next question. -v lists tuning
misses; --heldout-misses adds held-out and fresh ones, --blind-misses the
blind ones (report only: never tune on them). Never touches the developer's
db.sqlite3.
"""
from __future__ import annotations

import argparse
import atexit
import csv
import os
import shutil
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FULL_CR = REPO.parent / "shared" / "cr" / "MagicCompRules-20260619.txt"
DATA = REPO / "tests" / "data"
QUESTIONS = {"seed": "search_questions_seed*.tsv", "full": "search_questions_cr*.tsv"}
SPLITS = ("tune", "heldout", "fresh", "dev", "blind2", "dev4", "blind3", "blind4")
TUNED = ("tune", "dev", "dev4")
BLIND = ("blind3", "blind4")
TARGETS = {"seed": (0.90, 1.00), "full": (0.75, None)}


def setup_django() -> Path:
    """Django on a temporary SQLite database and index folder; returns the folder."""
    scratch = Path(tempfile.mkdtemp(prefix="judge-bench-"))
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings"
    os.environ.setdefault("SECRET_KEY", "bench-only-secret-key")
    os.environ["DATABASE_URL"] = f"sqlite:///{scratch / 'bench.sqlite3'}"
    os.environ["SEARCH_INDEX_DIR"] = str(scratch / "index")
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)
    return scratch


def load_corpus(path: Path | None):
    """Import the seed excerpt (None) or an official file; returns the Corpus, active."""
    from rules_corpus.importer import import_corpus

    (corpus,) = import_corpus([path] if path else None)
    return corpus


def read_questions(pattern: str) -> list[tuple[str, str, list[str]]]:
    """Every question of the files matching `pattern` in tests/data: (split, question, answers)."""
    rows = []
    for path in sorted(DATA.glob(pattern)):
        with path.open(encoding="utf-8") as handle:
            lines = [line for line in handle if line.strip() and not line.startswith("#")]
        for row in csv.DictReader(lines, delimiter="\t"):
            rows.append((row["split"], row["question"], row["answers"].split()))
    return rows


def rank_of(index_dir: Path, question: str, answers: list[str], depth: int = 10) -> int | None:
    """1-based rank of the first answering rule among the results, or None."""
    from rules_corpus import search

    results = search.search(index_dir, question, 1, depth)
    for rank, hit in enumerate(results.hits, 1):
        if hit.number in answers:
            return rank
    return None


def evaluate(index_dir: Path, questions) -> dict[str, dict]:
    report: dict[str, dict] = {}
    for split, question, answers in questions:
        bucket = report.setdefault(split, {"n": 0, "hit1": 0, "hit5": 0, "misses": []})
        rank = rank_of(index_dir, question, answers)
        bucket["n"] += 1
        bucket["hit1"] += rank == 1
        bucket["hit5"] += rank is not None and rank <= 5
        if rank != 1:
            bucket["misses"].append((question, answers, rank))
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="list the tuning questions missed at rank 1")
    parser.add_argument(
        "--heldout-misses", action="store_true", help="also list held-out misses (don't tune on them)"
    )
    parser.add_argument("--blind-misses", action="store_true", help="also list blind misses (report only)")
    args = parser.parse_args()
    setup_django()
    from rules_corpus.indexing import index_dir_for

    corpora = {"seed": None, "full": FULL_CR}
    failed = False
    for name, path in corpora.items():
        if path is not None and not path.is_file():
            print(f"{name}: {path} is missing, skipped")
            continue
        corpus = load_corpus(path)
        report = evaluate(index_dir_for(corpus), read_questions(QUESTIONS[name]))
        total = {"n": 0, "hit1": 0, "hit5": 0}
        unseen = {"n": 0, "hit1": 0, "hit5": 0}
        seen = {"n": 0, "hit1": 0, "hit5": 0}
        for split in SPLITS:
            bucket = report.get(split)
            if not bucket:
                continue
            for key in total:
                total[key] += bucket[key]
                (unseen if split in BLIND else seen)[key] += bucket[key]
            print(
                f"{name:4} {split:7} n={bucket['n']:3}  hit@1 {bucket['hit1'] / bucket['n']:6.1%}"
                f"  hit@5 {bucket['hit5'] / bucket['n']:6.1%}"
            )
            shown = split in TUNED or (args.heldout_misses and split in ("heldout", "fresh"))
            if args.verbose and (shown or (args.blind_misses and split in ("blind2", *BLIND))):
                for question, answers, rank in bucket["misses"]:
                    print(f"      miss (rank {rank}): {question!r} -> {' '.join(answers)}")
        for label, bucket, note in (("tuned", seen, "splits tuned on or looked at"), ("unseen", unseen, "blind3 + blind4: never looked at")):
            if bucket["n"]:
                print(
                    f"{name:4} {label:7} n={bucket['n']:3}  hit@1 {bucket['hit1'] / bucket['n']:6.1%}"
                    f"  hit@5 {bucket['hit5'] / bucket['n']:6.1%}   ({note})"
                )
        hit1, hit5 = total["hit1"] / total["n"], total["hit5"] / total["n"]
        print(f"{name:4} all     n={total['n']:3}  hit@1 {hit1:6.1%}  hit@5 {hit5:6.1%}   ({corpus.name})")
        want1, want5 = TARGETS[name]
        if hit1 < want1 or (want5 is not None and hit5 < want5):
            failed = True
            print(f"{name:4} BELOW TARGET: hit@1 >= {want1:.0%}" + (f", hit@5 >= {want5:.0%}" if want5 else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
