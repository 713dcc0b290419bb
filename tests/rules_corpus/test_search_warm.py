"""A gunicorn worker opens the search before its first question (gunicorn.conf.py's
post_worker_init calls warm_search): the index is open and nothing it does can stop the
worker from starting."""
from rules_corpus import indexing
from rules_corpus.indexing import index_dir_for, warm_search
from rules_corpus.search import reader


def test_warm_search_opens_the_active_editions_index(seed_corpus, monkeypatch):
    monkeypatch.setattr(reader, "_indexes", {})  # a worker that has opened nothing yet
    assert warm_search() is True
    assert any(path.parent == index_dir_for(seed_corpus) or path == index_dir_for(seed_corpus)
               for path in reader._indexes)


def test_warm_search_with_no_edition_loaded_opens_nothing(db, search_index_dir, monkeypatch):
    monkeypatch.setattr(reader, "_indexes", {})
    assert warm_search() is False
    assert reader._indexes == {}


def test_warm_search_never_raises_when_the_search_fails(seed_corpus, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(indexing, "search_corpus", broken)
    assert warm_search() is False
    assert "Warming the search at start failed" in caplog.text


def test_warm_search_reads_the_spelling_correctors_word_lists(db, search_index_dir):
    from rules_corpus.search import known_words

    known_words.english_words.cache_clear()
    warm_search()
    assert known_words.english_words.cache_info().currsize == 1
