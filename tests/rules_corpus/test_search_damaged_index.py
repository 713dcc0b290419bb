"""A damaged index folder never makes the search fail: it is rebuilt, and where it can't
be, the search answers by words from the database with a notice saying so."""
import shutil

import pytest

from rules_corpus import indexing
from rules_corpus.indexing import index_dir_for, search_corpus
from rules_corpus.search import storage


def replace_with_a_file(corpus):
    index_dir = index_dir_for(corpus)
    search_corpus(corpus, "combat damage")  # the index exists and has been opened
    for build in storage.builds_of(index_dir):
        shutil.rmtree(build)
    index_dir.unlink()
    index_dir.write_text("not an index")
    return index_dir


def test_an_index_folder_replaced_by_a_file_is_rebuilt(client, seed_corpus):
    index_dir = replace_with_a_file(seed_corpus)
    response = client.get("/search", {"q": "combat damage"})
    assert response.status_code == 200
    assert b"410.4" in response.content or b"combat damage" in response.content.lower()
    assert storage.index_exists(index_dir)


def test_a_search_whose_index_cannot_be_rebuilt_answers_by_words_with_a_notice(client, seed_corpus, monkeypatch):
    replace_with_a_file(seed_corpus)

    def cannot_build(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(index_dir_for(seed_corpus)))

    monkeypatch.setattr(indexing.engine, "build_index", cannot_build)
    page = client.get("/search", {"q": "legend rule"})
    assert page.status_code == 200
    assert b"The search index is unavailable" in page.content
    assert b"408.1" in page.content or b"/rules/4" in page.content
    assert "no-store" in page["Cache-Control"]
    api = client.get("/api/search", {"q": "legend rule"})
    assert api.status_code == 200
    assert api.json()["results"]


def test_an_index_whose_files_cannot_be_read_is_rebuilt(client, seed_corpus, monkeypatch):
    from rules_corpus.search import reader

    index_dir = index_dir_for(seed_corpus)
    search_corpus(seed_corpus, "combat damage")
    damaged = storage.current_build(index_dir)
    (damaged / storage.WORDS_FILE).write_bytes(b"\x00\xff not json")
    monkeypatch.setattr(reader, "_indexes", {})  # a worker that has not opened it yet
    response = client.get("/api/search", {"q": "combat damage"})
    assert response.status_code == 200
    assert response.json()["results"] and not response.json()["index_unavailable"]
    assert storage.current_build(index_dir) != damaged
