"""The learned reranker: trained deterministically, committed up to date, off cleanly when absent."""
import json
import re
from pathlib import Path

import pytest

from rules_corpus import search
from rules_corpus.search import embedding, vectors
from rules_corpus.search.rerank import FEATURE_NAMES, FEATURES_VERSION, model, training

DATA = Path(__file__).resolve().parents[1] / "data"


def test_the_committed_model_was_trained_on_the_current_questions_and_features():
    """Rebuilt when either changes: run `manage.py train_ranker` after editing the
    questions in tests/data or the features, and commit its files."""
    meta = json.loads((model.MODEL_DIR / model.META_FILE).read_text())
    assert meta["features_version"] == FEATURES_VERSION
    assert meta["features"] == list(FEATURE_NAMES)
    assert meta["questions_sha256"] == training.data_digest(DATA)


def test_the_committed_model_loads():
    if model.load() is None:
        pytest.skip("LightGBM is not installed")
    loaded = model.load()
    assert loaded.booster.num_feature() == len(FEATURE_NAMES)
    assert set(loaded.banks) == {"2007-02-01", "2026-06-19"}


def test_no_model_files_means_no_reranker(tmp_path):
    assert model.load(tmp_path) is None


def test_a_model_trained_on_other_features_is_refused(tmp_path):
    for name in (model.MODEL_FILE, model.BANK_VECTORS, model.BANK_ANSWERS):
        (tmp_path / name).write_bytes((model.MODEL_DIR / name).read_bytes())
    meta = json.loads((model.MODEL_DIR / model.META_FILE).read_text())
    meta["features_version"] = FEATURES_VERSION + 1
    (tmp_path / model.META_FILE).write_text(json.dumps(meta))
    assert model.load(tmp_path) is None


def test_a_damaged_model_file_switches_the_reranker_off(tmp_path):
    for name in (model.META_FILE, model.BANK_VECTORS, model.BANK_ANSWERS):
        (tmp_path / name).write_bytes((model.MODEL_DIR / name).read_bytes())
    (tmp_path / model.MODEL_FILE).write_text("not a model")
    assert model.load(tmp_path) is None


def test_the_reranker_is_loaded_once_per_process():
    assert model.reranker() is model.reranker()


def test_the_environment_switch_turns_the_reranker_off(monkeypatch):
    monkeypatch.setenv(model.ENV_SWITCH, "0")
    assert model.reranker() is None


@pytest.mark.parametrize("answer, key", [
    ("glossary:Mana Burn", "glossary:mana-burn"),
    ("glossary:mana-burn", "glossary:mana-burn"),
    ("glossary:You, Your", "glossary:you-your"),
    ("704.5A", "704.5a"),
])
def test_labelled_answers_are_read_as_search_keys(answer, key):
    assert training.normal_answer(answer) == key


def test_every_labelled_question_file_reads(tmp_path):
    questions = training.read_questions(DATA)
    assert len(questions) > 1000
    assert {q.edition for q in questions} == {"2007-02-01", "2026-06-19"}
    assert all(re.fullmatch(r"\d{1,3}(\.\d{1,3}[a-z]?)?|glossary:[a-z0-9-]+", a) for q in questions for a in q.answers)


@pytest.fixture(scope="module")
def seed_index(tmp_path_factory):
    """The seed excerpt's index with its vectors."""
    if embedding.encoder() is None:
        pytest.skip("the embedding model is not installed")
    from rules_corpus.parser.seed import parse_seed

    parsed = parse_seed()
    rules = [search.SourceRule(r.number, r.kind, r.title, r.text, r.parent or "", list(r.examples)) for r in parsed.rules]
    glossary = [
        search.SourceGlossaryEntry(g.term, training.slug(g.term), g.text, list(g.aliases), g.obsolete) for g in parsed.glossary
    ]
    folder = tmp_path_factory.mktemp("rerank") / "corpus-1"
    search.build_index(folder, search.make_documents(rules, glossary))
    vectors.ensure_vectors(folder, folder.parent / "cache.sqlite3")
    return folder


def seed_questions():
    return [q for q in training.read_questions(DATA) if q.edition == "2007-02-01" and q.split not in training.BLIND_SPLITS]


def test_training_twice_gives_the_same_model(seed_index):
    pytest.importorskip("lightgbm")
    first = training.train(training.ask(seed_questions(), {"2007-02-01": seed_index})).model_to_string()
    second = training.train(training.ask(seed_questions(), {"2007-02-01": seed_index})).model_to_string()
    assert first == second


def test_search_says_when_the_reranker_ordered_the_results(seed_index):
    if model.reranker() is None:
        pytest.skip("no reranker")
    assert search.search(seed_index, "who gets priority after a spell resolves", edition="2007-02-01").reranked
    assert not search.search(seed_index, "who gets priority after a spell resolves", rerank=False).reranked


def test_without_a_reranker_search_keeps_the_fused_order(seed_index, monkeypatch):
    monkeypatch.setenv(model.ENV_SWITCH, "0")
    off = search.search(seed_index, "who gets priority after a spell resolves")
    fused = search.search(seed_index, "who gets priority after a spell resolves", rerank=False)
    assert not off.reranked
    assert [h.number for h in off.hits] == [h.number for h in fused.hits]
