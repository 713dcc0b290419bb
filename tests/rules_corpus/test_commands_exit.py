"""Every management command exits 0 after a good import, every time: nothing of the
embedding model runs on a thread that the interpreter's exit would tear down
(it aborted with "terminate called without an active exception", exit 134).

The commands run as separate processes, as a judge runs them, on a database and
index folder of their own, with background embedding at its default (the test
suite's own default switches it off)."""
import re
import sqlite3
import threading

import pytest
from django.core.management import call_command

from rules_corpus import indexing
from rules_corpus.models import Corpus
from rules_corpus.search import embedding, vectors
from tests.rules_corpus.mini_edition import mini_edition
from tests.test_deploy_support import app_env, fresh_database, manage

ABORTED = "terminate called"


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """A migrated database and an empty index folder; the environment of the commands."""
    folder = tmp_path_factory.mktemp("commands")
    edition = folder / "MagicCompRules 20260619.txt"
    edition.write_bytes(mini_edition())
    with fresh_database(folder) as url:
        env = app_env(folder, url, SEARCH_VECTOR_CACHE=str(folder / "vectors.sqlite3"))
        env.pop("SEARCH_EMBED_IN_BACKGROUND", None)  # the default a judge gets
        manage(env, "migrate", "--noinput")
        yield env, edition, folder


def run(env, *args):
    """A command's exit code and what it wrote."""
    result = manage(env, *args, check=False, timeout=120)
    return result.returncode, result.stdout + result.stderr


def test_importing_an_edition_three_times_in_a_row_exits_0_each_time(app):
    env, edition, folder = app
    codes = []
    for _ in range(3):
        code, output = run(env, "import_rules", str(edition))
        assert ABORTED not in output
        codes.append(code)
    assert codes == [0, 0, 0]
    assert not (folder / "vectors.sqlite3").exists()  # a plain import never loads the model


@pytest.mark.skipif(embedding.model_file() is None, reason="the embedding model is not installed")
def test_every_command_that_loads_the_model_exits_0(app):
    env, edition, folder = app
    assert run(env, "import_rules", str(edition))[0] == 0
    code, output = run(env, "build_index", "--vectors")
    assert (code, ABORTED in output) == (0, False), output
    assert "embedded" in output
    code, output = run(env, "build_index", "--newest", "--if-missing", "--vectors")  # as `make run` asks
    assert (code, "already computed" in output) == (0, True), output
    index_dir = next(p for p in (folder / "index").iterdir() if re.fullmatch(r"corpus-\d+", p.name))
    code, output = run(env, "embed_vectors", str(index_dir))  # as a server starts it
    assert (code, ABORTED in output) == (0, False), output
    with sqlite3.connect(folder / "vectors.sqlite3") as cache:
        assert cache.execute("SELECT count(*) FROM vectors").fetchone()[0] > 0  # the work was kept


def test_an_import_neither_loads_the_model_nor_leaves_a_thread(db, search_index_dir, tmp_path, monkeypatch):
    monkeypatch.delenv("SEARCH_EMBED_IN_BACKGROUND", raising=False)

    def refuse():
        raise AssertionError("the import loaded the embedding model")

    monkeypatch.setattr(embedding, "encoder", refuse)
    edition = tmp_path / "MagicCompRules 20260619.txt"
    edition.write_bytes(mini_edition())
    before = set(threading.enumerate())
    call_command("import_rules", str(edition), verbosity=0)
    assert set(threading.enumerate()) <= before
    corpus = Corpus.objects.get()
    assert vectors.current_build(indexing.index_dir_for(corpus)) is not None  # the index is built


def test_build_index_newest_picks_the_newest_complete_edition(db, search_index_dir, tmp_path, capsys):
    call_command("import_rules", verbosity=0)  # the seed excerpt, active
    for date in ("April 17, 2026", "June 19, 2026"):
        edition = tmp_path / f"{date}.txt"
        edition.write_bytes(mini_edition(date))
        call_command("import_rules", "--keep-active", str(edition), verbosity=0)
    capsys.readouterr()
    call_command("build_index", "--newest")
    assert "Indexed Comprehensive Rules, June 19, 2026" in capsys.readouterr().out


def test_build_index_newest_without_a_complete_edition_builds_the_active_corpus(seed_corpus, capsys):
    call_command("build_index", "--newest")
    out = capsys.readouterr().out
    assert "No complete edition is loaded: the active corpus instead" in out
    assert f"Indexed {seed_corpus.name}" in out
