"""Under gunicorn a worker never embeds an edition itself: a search that finds an index
without vectors starts `manage.py embed_vectors` once, niced, and ranks by words meanwhile."""
import subprocess

import pytest
from django.core.management import call_command

from rules_corpus import indexing, search
from rules_corpus.search import embedding, vectors
from tests.rules_corpus.test_search_meaning import RULES


@pytest.fixture
def index(tmp_path):
    index_dir = tmp_path / "index"
    search.build_index(index_dir, search.make_documents(RULES))
    return index_dir


@pytest.fixture
def spawned(monkeypatch):
    """The processes a worker would start, recorded instead of started."""
    started = []

    class Recorded:
        def __init__(self, argv, **kwargs):
            started.append(argv)

        def poll(self):
            return None  # still running

    monkeypatch.setenv("SEARCH_EMBED_IN_BACKGROUND", "process")
    monkeypatch.setattr(subprocess, "Popen", Recorded)
    monkeypatch.setattr(indexing, "_spawned", {})
    return started


def test_a_worker_starts_one_niced_embedding_process_per_index(index, spawned, monkeypatch):
    monkeypatch.setattr(vectors, "missing", lambda index_dir: True)
    assert indexing.embed_later(index) is True
    assert indexing.embed_later(index) is True  # on its way: not started again
    assert len(spawned) == 1
    argv = spawned[0]
    assert argv[:3] == ["nice", "-n", "10"] and argv[-2:] == ["embed_vectors", str(index)]


def test_a_worker_starts_nothing_when_the_vectors_are_in_or_cannot_be_had(index, spawned, monkeypatch):
    monkeypatch.setattr(vectors, "missing", lambda index_dir: False)
    monkeypatch.setattr(vectors, "ready", lambda index_dir: False)
    assert indexing.embed_later(index) is False
    assert spawned == []


@pytest.mark.skipif(embedding.model_file() is None, reason="the embedding model is not installed")
def test_the_embed_vectors_command_computes_an_index_vectors(index, settings, tmp_path, capsys):
    settings.SEARCH_VECTOR_CACHE = str(tmp_path / "cache.sqlite3")
    embedding.forget()
    assert vectors.missing(index)
    call_command("embed_vectors", str(index))
    assert vectors.ready(index) and not vectors.missing(index)
    assert f"{len(RULES)} embedded" in capsys.readouterr().out
