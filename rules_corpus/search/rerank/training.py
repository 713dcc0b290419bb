"""Training the reranker: labelled questions in, a LightGBM LambdaRank model out, deterministically.

The labelled questions are the project's own (`tests/data/search_questions_*.tsv`:
a question, the rules that answer it, found by reading the rules). Each is asked
of its edition's index; the fused ranking's top candidates become rows of
`features`, labelled 1 where the candidate is an answer. The question bank
feature is cross-fitted: a question's bank never holds a question of its own
file (batch), so the model learns from bank votes as a new question gets them.
The blind split ("blind6") is never trained on and never in the bank.
"""
from __future__ import annotations

import csv
import hashlib
import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from .bank import Bank
from .features import FEATURE_NAMES, FEATURES_VERSION, answer_key, rows
from .model import BANK_ANSWERS, BANK_VECTORS, META_FILE, MODEL_FILE

# Never trained on, never in the bank: the frozen blind set, reported alone.
BLIND_SPLITS = frozenset({"blind6"})
PARAMS = {
    "objective": "lambdarank",
    "metric": "ndcg",
    "eval_at": [1, 5],
    "learning_rate": 0.05,
    "num_leaves": 15,
    "min_data_in_leaf": 20,
    "feature_fraction": 0.8,
    "lambdarank_truncation_level": 10,
    "lambda_l2": 1.0,
    "deterministic": True,
    "force_row_wise": True,
    "num_threads": 1,
    "seed": 20261125,
    "verbose": -1,
}
ROUNDS = 250


def slug(term: str) -> str:
    """A glossary term as its page anchor (the importer's slugify: ASCII, lower case, hyphens)."""
    text = unicodedata.normalize("NFKD", term).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^\w\s-]", "", text.lower())
    return re.sub(r"[-\s]+", "-", text).strip("-_")


def normal_answer(answer: str) -> str:
    """"glossary:Mana Burn" and "glossary:mana-burn" alike; rule numbers in lower case."""
    if answer.lower().startswith("glossary:"):
        return "glossary:" + slug(answer.split(":", 1)[1].replace("-", " "))
    return answer.lower()


@dataclass
class Question:
    file: str
    split: str
    edition: str  # the effective date of the edition its answers are numbered in
    text: str
    answers: list[str]
    # What the search saw of it (`lookup.candidates_for`), once asked.
    seen: tuple | None = field(default=None, repr=False)
    keys: list[str] = field(default_factory=list, repr=False)


def edition_of_file(path: Path) -> str:
    """The seed questions are about the February 2007 excerpt; the others the June 2026 rules."""
    return "2007-02-01" if "_seed" in path.name else "2026-06-19"


def read_questions(folder: Path) -> list[Question]:
    found = []
    for path in sorted(folder.glob("search_questions_*.tsv")):
        with path.open(encoding="utf-8") as handle:
            lines = [line for line in handle if line.strip() and not line.startswith("#")]
        for row in csv.DictReader(lines, delimiter="\t"):
            answers = [normal_answer(a) for a in (row.get("answers") or "").split()]
            if row.get("question") and answers:
                found.append(Question(path.name, row["split"], edition_of_file(path), row["question"], answers))
    return found


def data_digest(folder: Path) -> str:
    """SHA-256 over the labelled questions' files (name and bytes), in name order."""
    digest = hashlib.sha256()
    for path in sorted(folder.glob("search_questions_*.tsv")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def resolve_answers(opened, answers: list[str]) -> list[str]:
    """Glossary answers named by an alias ("glossary:kicker") as their entry's key
    ("glossary:kicker-kicked"), found as the search finds a term."""
    from ..analysis import analyze

    resolved = []
    for answer in answers:
        if answer.startswith("glossary:"):
            found = opened.defined.get(" ".join(analyze(answer[len("glossary:"):].replace("-", " "))))
            if found is not None:
                answer = "glossary:" + (opened.stored(found[0]).get("slug") or answer[len("glossary:"):])
        resolved.append(answer)
    return resolved


def ask(questions: list[Question], index_dirs: dict[str, Path]) -> list[Question]:
    """Ask each question of its edition's index; keep those the fused ranking answers at all."""
    from ..lookup import candidates_for
    from ..reader import open_index

    asked = []
    for question in questions:
        index_dir = index_dirs.get(question.edition)
        if index_dir is None:
            continue
        question.answers = resolve_answers(open_index(index_dir), question.answers)
        seen = candidates_for(index_dir, question.text)
        if seen is None:
            continue
        question.seen = seen
        opened = seen[0]
        question.keys = [answer_key(opened, doc) for doc in seen[2].docs]
        asked.append(question)
    return asked


def bank_of(questions: list[Question], exclude_files: set[str]) -> dict[str, Bank]:
    """The banks (per edition) of the non-blind questions outside `exclude_files`."""
    import numpy as np

    banks = {}
    for edition in sorted({q.edition for q in questions}):
        members = [
            q for q in questions
            if q.edition == edition and q.split not in BLIND_SPLITS and q.file not in exclude_files
        ]
        vectors = np.asarray([q.seen[3] for q in members], dtype=np.float32).reshape(len(members), -1)
        banks[edition] = Bank(vectors, [q.answers for q in members])
    return banks


def rows_of(question: Question, banks: dict[str, Bank]) -> tuple[list[list[float]], list[int]]:
    """The question's feature rows and labels, with bank votes from `banks`."""
    opened, parsed, candidates, vector, glossary_doc = question.seen
    bank = banks.get(question.edition)
    if bank is not None and len(bank):
        candidates.bank, candidates.bank_rules, candidates.bank_counts = bank.votes(vector, question.keys)
    else:
        candidates.bank, candidates.bank_rules, candidates.bank_counts = {}, {}, {}
    wanted = set(question.answers)
    return rows(opened, parsed, candidates, glossary_doc), [int(key in wanted) for key in question.keys]


def dataset(questions: list[Question], questions_all: list[Question], held_out: set[str] = frozenset()):
    """Rows, labels and group sizes of `questions` (cross-fitted banks, never holding `held_out` files)."""
    table, labels, groups = [], [], []
    banks_by_file: dict[str, dict[str, Bank]] = {}
    for question in questions:
        banks = banks_by_file.get(question.file)
        if banks is None:
            banks = banks_by_file[question.file] = bank_of(questions_all, {question.file} | set(held_out))
        found, marks = rows_of(question, banks)
        if not found or not any(marks):
            continue  # nothing to learn: no answer among the candidates
        table += found
        labels += marks
        groups.append(len(found))
    return table, labels, groups


def fit(table, labels, groups, rounds: int = ROUNDS):
    import lightgbm
    import numpy as np

    data = lightgbm.Dataset(
        np.asarray(table, dtype=np.float64), label=np.asarray(labels), group=groups,
        feature_name=list(FEATURE_NAMES), free_raw_data=False,
    )
    return lightgbm.train(PARAMS, data, num_boost_round=rounds)


def train(questions: list[Question]):
    """The model trained on every non-blind question (banks cross-fitted by file)."""
    training = [q for q in questions if q.split not in BLIND_SPLITS]
    table, labels, groups = dataset(training, questions)
    return fit(table, labels, groups)


def save(booster, questions: list[Question], folder: Path, digest: str, directory: Path) -> None:
    """The model, its bank (every non-blind question) and meta.json, written to `directory`."""
    import numpy as np

    directory.mkdir(parents=True, exist_ok=True)
    members = [q for q in questions if q.split not in BLIND_SPLITS]
    (directory / MODEL_FILE).write_text(booster.model_to_string(num_iteration=-1))
    vectors = np.asarray([q.seen[3] for q in members], dtype=np.float16)
    with open(directory / BANK_VECTORS, "wb") as handle:
        np.save(handle, vectors)
    (directory / BANK_ANSWERS).write_text(json.dumps(
        {"answers": [q.answers for q in members], "editions": [q.edition for q in members]}, separators=(",", ":")
    ))
    (directory / META_FILE).write_text(json.dumps({
        "features_version": FEATURES_VERSION,
        "features": list(FEATURE_NAMES),
        "questions_sha256": digest,
        "questions": len(members),
        "params": PARAMS,
        "rounds": ROUNDS,
    }, indent=1) + "\n")


def score_order(booster, question: Question, banks: dict[str, Bank]) -> list[str]:
    """The question's candidates' answer keys in the order search shows them with
    this model: reranked, headings below their rules, the glossary's answer first."""
    import numpy as np

    from ..answers import headings_below_their_rules

    found, _labels = rows_of(question, banks)
    predicted = booster.predict(np.asarray(found, dtype=np.float64), num_threads=1)
    opened, _parsed, candidates, _vector, glossary_doc = question.seen
    order = sorted(range(len(found)), key=lambda i: (-predicted[i], i))
    docs = headings_below_their_rules(opened, [candidates.docs[i] for i in order])
    if glossary_doc is not None:
        docs = [glossary_doc] + [d for d in docs if d != glossary_doc]
    return [answer_key(opened, d) for d in docs]
