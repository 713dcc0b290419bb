"""Two imports at once, or an import while pages are read, never corrupt the corpus or its index:
the second import waits for the first (or fails with a clear message), and readers see the old
corpus, whole, until the new one is complete. Every process here is a real separate process."""
import json
import subprocess
import time

import pytest

from tests.conftest import shared_cr
from tests.test_deploy_support import PYTHON, REPO, app_env, fresh_database, manage

EDITION_2007 = "MagicCompRules-20070201.txt"

CHECK_CORPORA = """
import json
from rules_corpus.models import Corpus, Rule
from rules_corpus.indexing import index_dir_for, search_active
from rules_corpus.search import builds_of, current_build
corpora = []
for corpus in Corpus.objects.order_by("pk"):
    index = index_dir_for(corpus)
    corpora.append({
        "slug": corpus.slug, "active": corpus.is_active, "rule_count": corpus.rule_count,
        "rules": Rule.objects.filter(corpus=corpus).count(),
        "index": current_build(index) is not None, "builds": len(builds_of(index)),
    })
results = search_active("combat damage")
print(json.dumps({"corpora": corpora, "hits": len(results.hits)}))
"""

READER = """
import json, os, sys, time
from django.test import Client
client = Client()
numbers = json.loads(os.environ["READ_NUMBERS"])
stop_file = os.environ["READ_STOP"]
seen = []
deadline = time.monotonic() + 300
while time.monotonic() < deadline:
    stop = os.path.exists(stop_file)
    for number in numbers:
        response = client.get(f"/api/rules/{number}")
        body = response.json() if response["Content-Type"].startswith("application/json") else {}
        seen.append({"status": response.status_code, "edition": str(body.get("edition")), "number": number,
                     "text": body.get("text")})
    search = client.get("/api/search", {"q": "mana ability"})
    seen.append({"status": search.status_code, "search": len(search.json().get("results", []))
                 if search.status_code == 200 else None})
    if stop:
        break
print(json.dumps(seen))
"""


def corpora(env):
    return json.loads(manage(env, "shell", "-c", CHECK_CORPORA).stdout.strip().splitlines()[-1])


@pytest.fixture
def app(tmp_path):
    with fresh_database(tmp_path) as database_url:
        env = app_env(tmp_path, database_url)
        manage(env, "migrate", "--noinput", "-v", "0")
        yield env


def test_two_imports_at_once_leave_one_complete_corpus_and_index(app):
    path = shared_cr(EDITION_2007)
    importers = [
        subprocess.Popen(
            [PYTHON, "manage.py", "import_rules", "-v", "0", str(path)],
            cwd=REPO, env=app, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for _ in range(2)
    ]
    outcomes = [(p.wait(300), *p.communicate()) for p in importers]
    for status, _out, err in outcomes:
        assert status == 0 or "another import of the rules is running" in err, err
    assert any(status == 0 for status, _out, _err in outcomes)
    state = corpora(app)
    (corpus,) = state["corpora"]
    assert corpus["slug"] == "cr-2007-02-01" and corpus["active"]
    assert corpus["rules"] == corpus["rule_count"] > 1000
    assert corpus["index"] and corpus["builds"] <= 2
    assert state["hits"] > 0


def test_an_import_that_cannot_get_the_lock_fails_with_a_clear_message_and_changes_nothing(
    db, search_index_dir
):
    from rules_corpus.importer import ImportBusy, import_corpus, import_lock
    from rules_corpus.models import Corpus

    with import_lock():
        started = time.monotonic()
        with pytest.raises(ImportBusy, match="another import of the rules is running; try again"):
            import_corpus(lock_timeout=0.3)
    assert time.monotonic() - started < 5
    assert not Corpus.objects.exists()


def test_readers_see_the_old_corpus_whole_until_the_new_one_is_complete(app, tmp_path):
    from rules_corpus.parser import parse_file
    from rules_corpus.parser.seed import parse_seed

    path = shared_cr(EDITION_2007)
    old, new = parse_seed(), parse_file(path)
    old_text = {rule.number: rule.text for rule in old.rules}
    new_text = {rule.number: rule.text for rule in new.rules}
    shared = [n for n in old_text if n in new_text and old_text[n] != new_text[n]][:3]
    assert shared, "the seed excerpt and the 2007 edition share rule numbers with different words"
    manage(app, "import_rules", "-v", "0")  # the seed excerpt, active
    stop_file = tmp_path / "stop"
    reader_env = {**app, "READ_NUMBERS": json.dumps(shared), "READ_STOP": str(stop_file)}
    reader = subprocess.Popen(
        [PYTHON, "manage.py", "shell", "-c", READER], cwd=REPO, env=reader_env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    time.sleep(1.0)
    manage(app, "import_rules", "-v", "0", str(path))
    stop_file.touch()
    out, err = reader.communicate(timeout=300)
    assert reader.returncode == 0, err
    seen = json.loads(out.strip().splitlines()[-1])
    rules = [s for s in seen if "number" in s]
    assert all(s["status"] == 200 for s in seen), [s for s in seen if s["status"] != 200][:3]
    assert all(s["search"] > 0 for s in seen if "search" in s)
    editions = [s["edition"] for s in rules]
    switch = next((i for i, e in enumerate(editions) if e != editions[0]), len(editions))
    assert switch > 0, "the reader saw the old corpus before the import finished"
    assert len(set(editions[switch:])) <= 1, "once switched, readers never see the old corpus again"
    assert switch < len(editions), "after the import, readers see the new corpus"
    for s in rules[:switch]:
        assert s["text"] == old_text[s["number"]]
    for s in rules[switch:]:
        assert s["text"] == new_text[s["number"]]
