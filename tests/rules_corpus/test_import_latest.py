"""`import_rules --latest`: the newest rules .txt link of the official rules page, imported
with the same checks as any URL; a local http.server (the `server` fixture) stands in for
magic.wizards.com."""
import pytest
from django.core.management import CommandError, call_command

from rules_corpus import official
from rules_corpus.models import Corpus
from tests.rules_corpus.mini_edition import mini_edition
from tests.test_deploy_support import free_port

PAGE = """<!doctype html><html><body>
<h1>Rules</h1>
<a href="/docs/MTG_MTR_2026_Jun19_EN.pdf">Magic Tournament Rules (PDF)</a>
<a href="{base}/downloads/MagicCompRules%2020260417.txt">Comprehensive Rules, April 2026 (TXT)</a>
<a href="/downloads/MagicCompRules%2020260619.txt">Comprehensive Rules (TXT)</a>
<a href="/downloads/MagicCompRules%2020251114.txt">Older rules (TXT)</a>
<a href="/downloads/readme.txt">Read me</a>
</body></html>"""


@pytest.fixture
def rules_page(server, settings):
    """The official page, served locally with several .txt links; returns the served folder and base URL."""
    www, base = server
    (www / "downloads").mkdir()
    (www / "downloads" / "MagicCompRules 20260619.txt").write_bytes(mini_edition("June 19, 2026"))
    (www / "downloads" / "MagicCompRules 20260417.txt").write_bytes(mini_edition("April 17, 2026"))
    (www / "rules.html").write_text(PAGE.format(base=base))
    settings.RULES_PAGE_URL = f"{base}/rules.html"
    return www, base


def test_the_newest_rules_link_of_the_page_is_chosen():
    links = official.txt_links(PAGE.format(base="https://media.example"), "https://magic.example/en/rules")
    assert official.newest(links) == "https://magic.example/downloads/MagicCompRules%2020260619.txt"


def test_latest_imports_the_newest_rules_file_the_page_links(db, search_index_dir, rules_page, capsys):
    _www, base = rules_page
    call_command("import_rules", "--latest")
    assert list(Corpus.objects.values_list("slug", flat=True)) == ["cr-2026-06-19"]
    assert f"{base}/downloads/MagicCompRules%2020260619.txt" in capsys.readouterr().err


def test_a_page_without_a_rules_link_is_refused_plainly(db, search_index_dir, rules_page, settings):
    www, base = rules_page
    (www / "empty.html").write_text('<html><body><a href="/rules.pdf">PDF only</a></body></html>')
    settings.RULES_PAGE_URL = f"{base}/empty.html"
    with pytest.raises(CommandError, match=r"empty\.html: the page links no rules \.txt file; nothing to import"):
        call_command("import_rules", "--latest", verbosity=0)
    assert not Corpus.objects.exists()


def test_offline_latest_says_so_in_one_line_and_changes_nothing(db, search_index_dir, seed_corpus, settings):
    settings.RULES_PAGE_URL = f"http://127.0.0.1:{free_port()}/en/rules"
    with pytest.raises(CommandError) as refused:
        call_command("import_rules", "--latest", verbosity=0)
    message = str(refused.value)
    assert message.startswith("the current rules cannot be fetched: ") and "cannot reach 127.0.0.1" in message
    assert "\n" not in message and message.endswith("Nothing was changed.")
    assert list(Corpus.objects.values_list("slug", flat=True)) == [seed_corpus.slug]


def test_a_link_written_with_a_space_is_quoted_as_a_browser_would():
    page = '<a href="https://media.example/downloads/MagicCompRules 20260619.txt">TXT</a>'
    assert official.txt_links(page, "https://magic.example/en/rules") == [
        "https://media.example/downloads/MagicCompRules%2020260619.txt"
    ]
