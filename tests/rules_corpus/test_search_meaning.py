"""The dense index beside the Whoosh one: the model's checks, the vectors' cache, the fusion,
and search by words alone when the model cannot be had. A handful of rules, never the whole CR."""
import numpy as np
import pytest

from rules_corpus import search
from rules_corpus.search import dense, embedding, vectors
from rules_corpus.search import SourceRule

pytestmark = pytest.mark.skipif(embedding.model_file() is None, reason="the embedding model is not installed")

RULES = [
    SourceRule("704", "rule", "State-Based Actions", "State-Based Actions"),
    SourceRule(
        "704.5f", "subrule", "",
        "If a creature has toughness 0 or less, it's put into its owner's graveyard. Regeneration can't replace this event.",
        "704",
    ),
    SourceRule(
        "704.5g", "subrule", "",
        "If a creature has toughness greater than 0, it has damage marked on it, and the total damage marked on it "
        "is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed.",
        "704",
    ),
    SourceRule("117", "rule", "Timing and Priority", "Timing and Priority"),
    SourceRule(
        "117.3a", "subrule", "",
        "The active player receives priority at the beginning of most steps and phases.",
        "117",
    ),
    SourceRule(
        "103.5", "rule", "",
        "Each player draws a hand of seven cards. A player who is dissatisfied with their initial hand may take a mulligan.",
    ),
]


@pytest.fixture(autouse=True)
def fresh_encoder():
    """Each test loads (or fails to load) the model as it sets things up."""
    embedding.forget()
    yield
    embedding.forget()


@pytest.fixture
def index(tmp_path):
    index_dir = tmp_path / "index"
    search.build_index(index_dir, search.make_documents(RULES))
    return index_dir


def test_search_ranks_by_words_until_the_vectors_are_in(index):
    results = search.search(index, "toughness 0")
    assert not results.meaning
    assert results.hits[0].number == "704.5f"


def test_vectors_are_computed_after_the_index_and_then_the_search_uses_them(index, tmp_path):
    done = vectors.ensure_vectors(index, tmp_path / "cache.sqlite3")
    assert done["embedded"] == len(RULES)
    dense.RECHECK_SECONDS, saved = 0.0, dense.RECHECK_SECONDS
    try:
        results = search.search(index, "does a creature die when its toughness becomes zero")
    finally:
        dense.RECHECK_SECONDS = saved
    assert results.meaning
    assert results.hits[0].number == "704.5f"


def test_a_new_edition_embeds_only_the_rules_whose_text_changed(tmp_path):
    cache = tmp_path / "cache.sqlite3"
    first = tmp_path / "first"
    search.build_index(first, search.make_documents(RULES))
    assert vectors.ensure_vectors(first, cache)["embedded"] == len(RULES)
    changed = [*RULES[:-1], SourceRule("103.5", "rule", "", "Each player draws a hand of seven cards.")]
    second = tmp_path / "second"
    search.build_index(second, search.make_documents(changed))
    done = vectors.ensure_vectors(second, cache)
    assert (done["embedded"], done["cached"]) == (1, len(RULES) - 1)


def test_an_index_is_ready_for_meaning_once_its_vectors_are_in(index, tmp_path):
    assert not vectors.ready(index)
    vectors.ensure_vectors(index, tmp_path / "cache.sqlite3")
    assert vectors.ready(index)


def test_vectors_already_in_are_not_computed_again(index, tmp_path):
    vectors.ensure_vectors(index, tmp_path / "cache.sqlite3")
    assert vectors.ensure_vectors(index, tmp_path / "cache.sqlite3")["embedded"] == 0


def test_without_the_model_search_ranks_by_words_alone(index, tmp_path, monkeypatch):
    monkeypatch.setattr(embedding, "model_file", lambda: None)
    assert embedding.encoder() is None
    assert vectors.ensure_vectors(index, tmp_path / "cache.sqlite3") is None
    results = search.search(index, "does a creature die when its toughness becomes zero")
    assert not results.meaning
    assert [h.number for h in results.hits] == [
        h.number for h in search.search(index, "does a creature die when its toughness becomes zero", meaning=False).hits
    ]


def test_a_model_file_that_fails_its_checksum_is_not_loaded(monkeypatch):
    monkeypatch.setattr(embedding, "MODEL_SHA256", "0" * 64)
    assert embedding.encoder() is None


def test_the_model_can_be_switched_off(monkeypatch):
    monkeypatch.setenv(embedding.ENV_SWITCH, "0")
    assert embedding.encoder() is None


def test_vectors_are_unit_length_and_texts_of_one_meaning_are_close():
    encoder = embedding.encoder()
    found = encoder.encode(["the creature dies", "the creature is put into its owner's graveyard", "shuffle your library"])
    assert np.allclose(np.linalg.norm(found, axis=1), 1.0, atol=1e-5)
    assert found[0] @ found[1] > found[0] @ found[2]


def test_fusion_brings_in_a_rule_only_the_meaning_finds():
    similarity = np.array([0.1, 0.9, 0.2], dtype=np.float32)
    fused = dense.fuse([(0, 5.0), (2, 4.0)], similarity)
    assert {doc for doc, _score in fused} == {0, 1, 2}
    assert fused[0][0] == 1  # most similar by far, and close enough in words


def test_fusion_keeps_the_lexical_order_when_the_meanings_are_alike():
    similarity = np.array([0.5, 0.5, 0.5], dtype=np.float32)
    assert [doc for doc, _score in dense.fuse([(2, 3.0), (0, 2.0), (1, 1.0)], similarity)] == [2, 0, 1]


def test_vectors_are_stored_as_they_are_computed_so_an_interrupted_build_is_resumed(index, tmp_path, monkeypatch):
    cache = tmp_path / "cache.sqlite3"
    monkeypatch.setattr(vectors, "CACHE_CHUNK", 2)
    real = embedding.Encoder.encode
    calls = []

    def stopped_after_one_chunk(self, texts):
        calls.append(len(texts))
        if len(calls) > 1:
            raise KeyboardInterrupt  # the worker is stopped half way
        return real(self, texts)

    monkeypatch.setattr(embedding.Encoder, "encode", stopped_after_one_chunk)
    with pytest.raises(KeyboardInterrupt):
        vectors.ensure_vectors(index, cache)
    monkeypatch.setattr(embedding.Encoder, "encode", real)
    done = vectors.ensure_vectors(index, cache)
    assert (done["cached"], done["embedded"]) == (2, len(RULES) - 2)
