import pytest

from tests.conftest import shared_cr


@pytest.fixture(scope="module")
def _full_2007_module(django_db_setup, django_db_blocker, tmp_path_factory):
    """The complete 2007 edition, imported once for a module and removed after it."""
    from django.test import override_settings

    from rules_corpus.importer import import_corpus
    from rules_corpus.models import Corpus

    path = shared_cr("MagicCompRules-20070201.txt")
    with override_settings(SEARCH_INDEX_DIR=tmp_path_factory.mktemp("index-2007")):
        with django_db_blocker.unblock():
            (corpus,) = import_corpus([path])
        yield corpus
        with django_db_blocker.unblock():
            Corpus.objects.all().delete()


@pytest.fixture
def full_2007_corpus(db, _full_2007_module):
    """The complete 2007 edition (imported once per module), for one test."""
    return _full_2007_module


@pytest.fixture(scope="module")
def _full_2026_module(django_db_setup, django_db_blocker, tmp_path_factory):
    """The June 2026 edition, imported once for a module (not active) and removed after it."""
    from django.test import override_settings

    from rules_corpus.importer import import_corpus
    from rules_corpus.models import Corpus

    path = shared_cr("MagicCompRules-20260619.txt")
    with override_settings(SEARCH_INDEX_DIR=tmp_path_factory.mktemp("index-2026")):
        with django_db_blocker.unblock():
            import_corpus()  # the seed excerpt, active
            import_corpus([path], keep_active=True)
        yield
        with django_db_blocker.unblock():
            Corpus.objects.all().delete()


@pytest.fixture
def full_2026_corpus(db, _full_2026_module):
    """The seed excerpt (active) and the June 2026 edition beside it, for one test."""
    from rules_corpus.models import Corpus
    return Corpus.objects.get(effective_date="2026-06-19")


@pytest.fixture(scope="module")
def _all_editions_module(django_db_setup, django_db_blocker, tmp_path_factory):
    """The seed excerpt (active) with the complete 2007 and June 2026 editions beside
    it, as `make run` loads them: imported once for a module and removed after it."""
    from django.test import override_settings

    from rules_corpus.importer import import_corpus
    from rules_corpus.models import Corpus

    paths = [shared_cr("MagicCompRules-20070201.txt"), shared_cr("MagicCompRules-20260619.txt")]
    with override_settings(SEARCH_INDEX_DIR=tmp_path_factory.mktemp("index-all")):
        with django_db_blocker.unblock():
            import_corpus()
            import_corpus(paths, keep_active=True)
        yield
        with django_db_blocker.unblock():
            Corpus.objects.all().delete()


@pytest.fixture
def all_editions(db, _all_editions_module):
    """The seed excerpt, the complete 2007 edition and the June 2026 edition, for one test."""


@pytest.fixture
def server(tmp_path):
    """Serves tmp_path/www on 127.0.0.1 in a thread (tests/rules_corpus/local_server.py);
    yields (folder, base URL)."""
    import http.server
    import threading
    from functools import partial

    from tests.rules_corpus.local_server import Handler

    www = tmp_path / "www"
    www.mkdir()
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(www)))
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield www, f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()
