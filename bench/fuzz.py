"""Bad input, proven: hypothesis throws 10,000 inputs at each of

- the search query handling (rules_corpus.search: parse_query and search, on an
  index of the seed excerpt): any text, any page number, never an exception;
- the rules parser (rules_corpus.parser.parse_bytes): random bytes and mutated
  real files (the seed excerpt and slices of the official editions in
  ../shared/cr): a ParsedCorpus or a ParseError naming a line, nothing else;
- scenario validation (rulings.engine.load_scenario): random JSON and mutated
  example scenarios: a Scenario or a ScenarioError whose every error names a
  field path that leads into the document, nothing else.

    python bench/fuzz.py [--examples 10000] [--only search|parser|scenario]

tests/test_security_fuzz.py runs the same properties with fewer examples.
Plain Python: nothing here imports Django.
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import re
import sys
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

SHARED_CR = REPO.parent / "shared" / "cr"
SEED_DIR = REPO / "rules_corpus" / "data" / "seed"

# ---------------------------------------------------------------------------
# Search queries

_WORDS = [
    "combat", "damage", "first", "strike", "trample", "deathtouch", "mana", "ability", "stack", "priority",
    "token", "copy", "counter", "spell", "library", "draw", "poison", "legend", "rule", "planeswalker",
    "the", "a", "of", "not", "and", "or", "what", "happens", "if", "dies", "0/0", "+1/+1", "{T}", "{2}{R}",
]
_SYNTAX = ['"', "'", "*", "?", "~", "^", ":", "(", ")", "[", "]", "{", "}", "AND", "OR", "NOT", "-", "+",
           "\\", "/", "title:", "number:", "<script>", "%", "&", "\x00", "\u200b", "\ufeff", "é", "ß", "İ", "ﬁ"]
_NUMBERS = st.from_regex(r"\A(?:rule |cr |§)?\d{1,4}(?:\.\d{1,4}[a-z]?)?\.?\Z")


def queries() -> st.SearchStrategy[str]:
    """Any text, and the kinds of text a judge (or a fumbling phone keyboard) types."""
    pieces = st.one_of(st.sampled_from(_WORDS), st.sampled_from(_SYNTAX), _NUMBERS, st.text(max_size=12))
    typed = st.lists(pieces, max_size=20).map(" ".join)
    return st.one_of(st.text(max_size=300), typed, st.text(alphabet="aeiouxyz ", min_size=500, max_size=3000))


pages = st.one_of(st.integers(min_value=-3, max_value=5), st.integers(min_value=-(10**12), max_value=10**12))


def seed_index(folder: Path) -> Path:
    """An index of the seed excerpt built with the search module alone."""
    from rules_corpus import search
    from rules_corpus.parser.seed import parse_seed

    parsed = parse_seed()
    rules = [
        search.SourceRule(
            number=r.number, kind=r.kind, title=r.title, text=r.text, parent=r.parent or "", examples=list(r.examples)
        )
        for r in parsed.rules
    ]
    glossary = [
        search.SourceGlossaryEntry(
            term=g.term, slug=re.sub(r"[^a-z0-9]+", "-", g.term.lower()).strip("-") or f"term-{i}",
            text=g.text, aliases=list(g.aliases), obsolete=g.obsolete,
        )
        for i, g in enumerate(parsed.glossary)
    ]
    return search.build_index(folder / "seed", search.make_documents(rules, glossary))


def check_search(index_dir: Path, query: str, page: int) -> str:
    """A search never fails on its input; returns what kind of answer it was."""
    from rules_corpus import search

    search.parse_query(query)
    results = search.search(index_dir, query, page, 10)
    assert results.page >= 1
    assert len(results.hits) <= 10
    for hit in results.hits:
        hit.snippet_html  # noqa: B018 - rendering the snippet is part of answering
    return "number" if results.number_found else ("hits" if results.hits else "none")


# ---------------------------------------------------------------------------
# Rules files


def _real_texts() -> list[bytes]:
    texts = [path.read_bytes() for path in sorted(SEED_DIR.glob("*.txt"))]
    if SHARED_CR.is_dir():
        texts.extend(path.read_bytes() for path in sorted(SHARED_CR.glob("MagicCompRules-*.txt")))
    return texts


_REAL: list[bytes] | None = None


def real_texts() -> list[bytes]:
    global _REAL
    if _REAL is None:
        _REAL = _real_texts()
    return _REAL


@st.composite
def rules_files(draw) -> bytes:
    """Random bytes, or a real file (or a slice of one) with random damage done to it."""
    kind = draw(st.sampled_from(["random", "mutated", "mutated", "mutated"]))
    if kind == "random":
        return draw(st.one_of(st.binary(max_size=2000), st.text(max_size=2000).map(lambda t: t.encode("utf-8"))))
    texts = real_texts()
    source = texts[draw(st.integers(0, len(texts) - 1))]
    lines = source.splitlines(keepends=True)
    if len(lines) > 400:  # a window of a full edition: its start, its end, or its middle
        size = draw(st.integers(50, 400))
        start = draw(st.one_of(st.just(0), st.just(len(lines) - size), st.integers(0, len(lines) - size)))
        lines = lines[start : start + size]
    for _ in range(draw(st.integers(1, 8))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(["flip", "drop", "dup", "swap", "cut", "insert", "encode", "join"]))
        if op == "flip" and lines[i]:
            j = draw(st.integers(0, len(lines[i]) - 1))
            lines[i] = lines[i][:j] + bytes([draw(st.integers(0, 255))]) + lines[i][j + 1 :]
        elif op == "drop":
            del lines[i]
        elif op == "dup":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "cut":
            lines = lines[: i + 1]
            lines[-1] = lines[-1][: draw(st.integers(0, len(lines[-1])))]
        elif op == "insert":
            lines.insert(i, draw(st.binary(max_size=80)) + b"\n")
        elif op == "encode":
            try:
                lines[i] = lines[i].decode("utf-8").encode(draw(st.sampled_from(["utf-16", "cp1252", "latin-1"])))
            except (UnicodeDecodeError, UnicodeEncodeError):
                pass
        elif op == "join" and i + 1 < len(lines):
            lines[i : i + 2] = [lines[i].rstrip(b"\r\n") + b" " + lines[i + 1]]
    return b"".join(lines)


def check_parser(data: bytes) -> str:
    """A parse gives rules or a ParseError naming a line; any other exception is a bug."""
    from rules_corpus.parser import ParseError, parse_bytes

    try:
        parsed = parse_bytes(data, "fuzzed.txt")
    except ParseError as error:
        assert isinstance(error.line, int) and error.line >= 1, f"a parse error without a line: {error}"
        assert f"line {error.line}" in str(error)
        return "parse error"
    assert parsed.rules is not None
    return "parsed"


# ---------------------------------------------------------------------------
# Scenario documents

_json = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=6),
    max_leaves=30,
)
_field_values = st.one_of(
    _json,
    st.sampled_from(["", "Alice", "Bob", "Mountain", "Lightning Bolt", "in_play", "hand", "stack", "graveyard",
                     "precombat_main", "combat", "declare_attackers", "pass_priority", "play_spell"]),
    st.integers(-5, 30),
)


def example_documents() -> list[dict]:
    from rulings.engine import example_scenarios

    return [document for _slug, document in example_scenarios()]


def _places(node, path=()):
    """Every (path, value) inside a JSON document."""
    yield path, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _places(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _places(value, path + (index,))


@st.composite
def scenario_documents(draw):
    """Random JSON, or an example scenario with fields replaced, removed, added or retyped."""
    if draw(st.integers(0, 4)) == 0:
        return draw(_json)
    examples = example_documents()
    document = copy.deepcopy(examples[draw(st.integers(0, len(examples) - 1))])
    for _ in range(draw(st.integers(1, 6))):
        places = list(_places(document))
        path, _value = places[draw(st.integers(0, len(places) - 1))]
        if not path:
            continue
        parent = document
        for part in path[:-1]:
            parent = parent[part]
        key = path[-1]
        op = draw(st.sampled_from(["replace", "delete", "add", "duplicate"]))
        if op == "replace":
            parent[key] = draw(_field_values)
        elif op == "delete":
            del parent[key]
        elif op == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=10))] = draw(_field_values)
        elif op == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
    return document


def _formatted(path: tuple) -> str:
    """("actions", 3, "targets", 0) -> "actions[3].targets[0]", as the engine names fields."""
    text = ""
    for part in path:
        text = f"{text}[{part}]" if isinstance(part, int) else (f"{text}.{part}" if text else str(part))
    return text


_MISSING_FIELD = re.compile(r"^(?:(.*)\.)?([A-Za-z_]\w*)$")


def names_a_place(document, path: str) -> bool:
    """Whether `path` is a place in the document, or a (missing) field of an object in it."""
    places = {_formatted(p) for p, _value in _places(document)}
    if path in places:
        return True
    match = _MISSING_FIELD.match(path)
    return bool(match) and (match.group(1) or "") in places


def check_scenario(document) -> str:
    """A document loads, or every error names a field path leading into it."""
    from rulings.engine import ScenarioError, load_scenario

    try:
        load_scenario(document)
    except ScenarioError as error:
        assert error.errors, "a refusal lists its errors"
        for field_error in error.errors:
            path, message = str(field_error.path), str(field_error.message)
            assert message.strip(), f"an error without a message at {path!r}"
            if path:
                assert names_a_place(document, path), f"{path!r} is not a place in the document"
        return "refused"
    return "loaded"


# ---------------------------------------------------------------------------


def _run(name: str, strategy, check, examples: int) -> dict:
    outcomes: dict[str, int] = {}
    failures: list[str] = []

    @settings(
        max_examples=examples, deadline=None, database=None, derandomize=False,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def prop(value):
        outcome = check(*value) if isinstance(value, tuple) else check(value)
        outcomes[outcome] = outcomes.get(outcome, 0) + 1

    started = time.perf_counter()
    try:
        prop()
    except Exception as error:  # noqa: BLE001 - report the falsifying example, then fail
        failures.append(f"{type(error).__name__}: {error}")
    return {
        "target": name,
        "inputs": sum(outcomes.values()),
        "outcomes": outcomes,
        "seconds": round(time.perf_counter() - started, 1),
        "failures": failures,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Fuzz search, the rules parser and scenario validation.")
    parser.add_argument("--examples", type=int, default=10_000, help="inputs per target (default 10,000)")
    parser.add_argument("--only", choices=["search", "parser", "scenario"], action="append")
    args = parser.parse_args(argv)
    wanted = args.only or ["search", "parser", "scenario"]
    random.seed(0)
    reports = []
    with tempfile.TemporaryDirectory(prefix="judge-fuzz-") as folder:
        if "search" in wanted:
            index = seed_index(Path(folder))
            reports.append(
                _run("search", st.tuples(queries(), pages), lambda q, p: check_search(index, q, p), args.examples)
            )
        if "parser" in wanted:
            reports.append(_run("parser", rules_files(), check_parser, args.examples))
        if "scenario" in wanted:
            reports.append(_run("scenario", scenario_documents(), check_scenario, args.examples))
    for report in reports:
        status = "OK" if not report["failures"] else "FAILED"
        print(
            f"{report['target']:9} {status:6} {report['inputs']:6} inputs in {report['seconds']:7.1f} s  "
            + json.dumps(report["outcomes"], sort_keys=True)
        )
        for failure in report["failures"]:
            print(f"  {failure}")
    return 1 if any(r["failures"] for r in reports) else 0


if __name__ == "__main__":
    sys.exit(main())
