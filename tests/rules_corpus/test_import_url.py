"""Import from a URL: a local http.server on 127.0.0.1 (the `server` fixture) stands in for Wizards' site."""
from __future__ import annotations

import shutil
import time

import pytest
from django.core.management import CommandError, call_command

from rules_corpus import fetch
from rules_corpus.importer import import_corpus
from rules_corpus.models import Corpus
from rules_corpus.parser import ParseError
from tests.conftest import shared_cr
from tests.rules_corpus.mini_edition import mini_edition
from tests.test_deploy_support import free_port


def test_the_june_2026_rules_import_from_their_url_with_a_progress_bar(db, search_index_dir, server, capsys):
    www, base = server
    shutil.copy(shared_cr("MagicCompRules-20260619.txt"), www / "MagicCompRules 20260619.txt")
    call_command("import_rules", f"{base}/MagicCompRules%2020260619.txt")
    corpus = Corpus.objects.get(slug="cr-2026-06-19")
    assert corpus.rule_count == 3309 and corpus.is_active
    assert corpus.source == "MagicCompRules 20260619.txt"
    err = capsys.readouterr().err
    assert "100%" in err and "952 / 952 kB" in err and "[" + "#" * 30 + "]" in err


def test_a_cut_short_download_is_refused_like_a_cut_short_file(db, search_index_dir, server):
    www, base = server
    (www / "cut.txt").write_bytes(shared_cr("MagicCompRules-20260619.txt").read_bytes()[:600_000])
    with pytest.raises(CommandError, match=r"cut\.txt, line \d+: the file is cut short.*Nothing was changed"):
        call_command("import_rules", f"{base}/cut.txt", verbosity=0)
    assert not Corpus.objects.exists()


def test_a_redirect_is_followed(db, search_index_dir, server):
    www, base = server
    (www / "MagicCompRules 20260619.txt").write_bytes(mini_edition())
    (corpus,) = import_corpus([f"{base}/moved.txt"])
    assert corpus.slug == "cr-2026-06-19"


def test_more_than_three_redirects_are_refused(db, search_index_dir, server):
    _www, base = server
    with pytest.raises(ParseError, match="more than 3 redirects"):
        import_corpus([f"{base}/loop"])


def test_a_missing_file_names_the_servers_answer(db, search_index_dir, server):
    _www, base = server
    with pytest.raises(CommandError, match=r"nothing\.txt: the server answered 404"):
        call_command("import_rules", f"{base}/nothing.txt", verbosity=0)


def test_a_file_announced_over_the_size_cap_is_not_downloaded(server):
    www, base = server
    (www / "big.txt").write_bytes(b"x" * 200_000)
    with pytest.raises(fetch.FetchError, match="the file is 200,000 bytes, more than the 100,000 allowed"):
        fetch.fetch(f"{base}/big.txt", max_bytes=100_000)


def test_a_download_without_a_length_stops_at_the_size_cap(server):
    _www, base = server
    with pytest.raises(fetch.FetchError, match="more than the 100,000 bytes allowed; download stopped"):
        fetch.fetch(f"{base}/endless.txt", max_bytes=100_000)


def test_a_server_that_does_not_answer_times_out(server):
    _www, base = server
    started = time.monotonic()
    with pytest.raises(fetch.FetchError, match="no answer within 0.3 s|timed out"):
        fetch.fetch(f"{base}/slow.txt", timeout=0.3)
    assert time.monotonic() - started < 1.5


def test_only_http_urls_are_fetched():
    with pytest.raises(fetch.FetchError, match="only http:// and https://"):
        fetch.fetch("file:///etc/passwd")


def test_the_file_name_of_a_wizards_url_is_unquoted():
    url = "https://media.wizards.com/2026/downloads/MagicCompRules%2020260619.txt"
    assert fetch.file_name(url) == "MagicCompRules 20260619.txt"


def test_a_server_trickling_bytes_is_stopped_at_the_overall_deadline(server):
    _www, base = server
    started = time.monotonic()
    with pytest.raises(fetch.FetchError, match=r"trickle\.txt: the download did not finish within the 1 s allowed"):
        fetch.fetch(f"{base}/trickle.txt", timeout=5, deadline=1)
    assert time.monotonic() - started < 3


def test_a_redirect_to_a_file_url_is_refused_as_such(server):
    _www, base = server
    with pytest.raises(fetch.FetchError, match=r"a redirect to a file:// URL is not allowed"):
        fetch.fetch(f"{base}/to-file.txt")


def test_a_refused_connection_says_the_host_cannot_be_reached():
    with pytest.raises(fetch.Unreachable, match=r"cannot reach 127\.0\.0\.1 \(the connection was refused\)"):
        fetch.fetch(f"http://127.0.0.1:{free_port()}/MagicCompRules.txt")


def test_a_name_that_does_not_resolve_says_no_network_or_a_wrong_address():
    with pytest.raises(fetch.Unreachable, match=r"cannot reach rules\.invalid \(its name does not resolve: no network"):
        fetch.fetch("http://rules.invalid/MagicCompRules.txt")


def test_a_download_shorter_than_its_announced_length_is_refused(server):
    _www, base = server
    with pytest.raises(fetch.FetchError, match=r"short\.txt: the download stopped after 10 of 1,000 bytes"):
        fetch.fetch(f"{base}/short.txt")
