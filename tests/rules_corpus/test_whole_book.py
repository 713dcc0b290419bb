"""With the seed excerpt active and its complete edition loaded, the pages read the whole book."""
from __future__ import annotations

import pytest

from rules_corpus.importer import import_corpus
from rules_corpus.models import Corpus


@pytest.fixture
def excerpt_and_full(full_2007_corpus):
    """`make run`'s corpora: the seed excerpt active, the complete February 2007 edition beside it."""
    (seed,) = import_corpus()
    assert seed.is_active
    return seed, full_2007_corpus


def test_the_contents_list_every_chapter_of_the_complete_edition(client, excerpt_and_full):
    body = client.get("/rules/").content.decode()
    for number in ("1", "420", "502", "609"):
        assert f'href="/rules/{number}"' in body
    assert "1073 numbered entries" in body


def test_the_contents_mark_the_rules_of_the_seed_excerpt(client, excerpt_and_full):
    body = client.get("/rules/").content.decode()
    line_403 = body.split('href="/rules/403.1"')[1].split("</li>")[0]
    line_420 = body.split('href="/rules/420.1"')[1].split("</li>")[0]
    assert 'class="seed-mark"' in line_403 and 'class="seed-mark"' not in line_420


def test_a_chapter_page_lists_its_sections(client, excerpt_and_full):
    body = client.get("/rules/4").content.decode()
    for section in ("400", "408", "420", "423"):
        assert f'href="/rules/{section}"' in body
    assert 'href="/rules/408.1"' not in body  # rules are on the section pages


def test_a_section_page_lists_its_rules(client, excerpt_and_full):
    body = client.get("/rules/420").content.decode()
    assert 'href="/rules/420.1"' in body and 'href="/rules/420.5a"' in body


def test_a_seed_rule_page_carries_the_mark_and_the_same_breadcrumb_as_any_other(client, excerpt_and_full):
    seed_page = client.get("/rules/408.1c").content.decode()
    other_page = client.get("/rules/420.5a").content.decode()

    def crumb(body):
        return body.split('<nav class="breadcrumb"')[1].split("</nav>")[0]

    assert crumb(seed_page).count("›") == 3 and 'href="/rules/4"' in crumb(seed_page)
    assert crumb(other_page).count("›") == 3 and 'href="/rules/4"' in crumb(other_page)
    assert 'seed-mark" title="This rule is in the seed excerpt' in seed_page
    assert 'seed-mark" title="This rule is in the seed excerpt' not in other_page


def test_the_glossary_is_the_complete_editions(client, excerpt_and_full):
    body = client.get("/glossary/").content.decode()
    assert 'id="fizzle"' in body or 'id="trample"' in body
    assert "has no glossary" not in body


def test_search_covers_the_complete_edition_by_default(client, excerpt_and_full):
    data = client.get("/api/search", {"q": "does a 0/0 creature die right away"}).json()
    assert data["edition"] == "Comprehensive Rules, February 1, 2007"
    assert "420.5b" in [hit["number"] for hit in data["results"][:3]]


def test_search_can_still_be_kept_to_the_excerpt(client, excerpt_and_full):
    data = client.get("/api/search", {"q": "priority", "edition": "excerpt"}).json()
    assert data["edition"] == "Comprehensive Rules, February 1, 2007 (seed excerpt)"


def test_the_link_to_search_only_the_excerpt_keeps_to_the_excerpt(client, excerpt_and_full):
    import html
    import re

    body = client.get("/search", {"q": "priority"}).content.decode()
    link = html.unescape(re.search(r'<a href="([^"]*)"[^>]*>Search only', body).group(1))
    assert "edition=seed-2007-02-01" in link  # the excerpt's own name: its date reads the complete edition
    followed = client.get("/search" + link).content.decode()
    assert "Searching the complete" not in followed


def test_the_search_page_finds_fizzle_in_the_complete_edition(client, excerpt_and_full):
    body = client.get("/search", {"q": "fizzle"}).content.decode()
    assert 'href="/rules/413.2a"' in body or 'href="/rules/413.2"' in body


def test_the_corpus_page_shows_the_seed_repairs_and_that_it_equals_the_official_text(client, excerpt_and_full):
    body = client.get("/corpora/").content.decode()
    assert "Page noise removed: 4 files" in body
    assert "Words broken across lines joined: 2" in body and "“wi” / “ll” -&gt; “will”" in body
    assert "Overlapping copies merged" in body
    assert "All 59 entries equal the official text</strong> of Comprehensive Rules, February 1, 2007" in body


def test_a_trailing_slash_redirects_like_a_capital_letter(client, seed_corpus):
    for url in ("/rules/408.1c/", "/rules/408.1C/", "/rules/408.1C"):
        response = client.get(url)
        assert response.status_code == 301 and response["Location"] == "/rules/408.1c", url


def test_the_favicon_is_linked_and_favicon_ico_is_not_a_404(client, seed_corpus):
    assert 'rel="icon"' in client.get("/").content.decode()
    response = client.get("/favicon.ico")
    assert response.status_code == 301 and response["Location"].endswith("favicon.svg")
