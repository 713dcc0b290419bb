"""The edition the pages read (rules_corpus.reading): the newest complete edition by
default, another with `?edition=<effective date>`, carried by every link; the
header's switch lists the loaded editions. Small editions written by the tests."""
from __future__ import annotations

import re

import pytest
from django.test import Client

from rules_corpus.importer import import_corpus
from rules_corpus.models import Corpus
from tests.rules_corpus.mini_edition import RULES_100, mini_edition

APRIL, JUNE = "2026-04-17", "2026-06-19"
JUNE_RULES = RULES_100.replace("A two-player game is a game", "A two-player game is a game of Magic")


@pytest.fixture
def editions(db, search_index_dir, tmp_path):
    """The seed excerpt (active), and two complete editions beside it."""
    april, june = tmp_path / "april.txt", tmp_path / "june.txt"
    april.write_bytes(mini_edition("April 17, 2026"))
    june.write_bytes(mini_edition("June 19, 2026", JUNE_RULES))
    import_corpus()
    import_corpus([april, june], keep_active=True)


def main(body: str) -> str:
    return body.split('<main id="main"')[1].split("</main>")[0]


def rule_hrefs(body: str) -> list[str]:
    """The rule and glossary links of the page, but its history across the editions,
    which links each edition by name (rules_corpus.editions)."""
    page = main(body).split('<section class="rule-history"')[0]
    return re.findall(r'href="(/(?:rules|glossary)/[^"]*)"', page)


def card(body: str) -> str:
    return body.split('class="rule rule-card"')[1].split("</article>")[0]


def test_a_rule_page_reads_the_newest_complete_edition_by_default(client, editions):
    body = client.get("/rules/100.1a").content.decode()
    assert "A two-player game is a game of Magic" in body
    assert "Reading: <a href=\"/corpora/\">Comprehensive Rules, June 19, 2026</a>, the newest loaded." in body


def test_the_active_corpus_does_not_choose_the_default_edition(client, editions):
    Corpus.objects.update(is_active=False)
    Corpus.objects.filter(slug="cr-2026-04-17").update(is_active=True)
    assert "A two-player game is a game of Magic" in client.get("/rules/100.1a").content.decode()


def test_without_a_complete_edition_the_seed_excerpt_is_read_and_the_page_says_so(client, seed_corpus):
    body = client.get("/rules/408.1c").content.decode()
    assert client.get("/rules/408.1c").status_code == 200
    assert "Only the seed excerpt is loaded: 59 rules" in body


def test_the_edition_parameter_reads_an_older_edition(client, editions):
    body = client.get("/rules/100.1a", {"edition": APRIL}).content.decode()
    assert "A two-player game is a game that begins" in body
    assert "Comprehensive Rules, April 17, 2026" in body.split('class="corpus-reading"')[1].split("</p>")[0]


def test_every_rule_and_glossary_link_of_an_older_editions_page_keeps_its_edition(client, editions):
    hrefs = rule_hrefs(client.get("/rules/100.1", {"edition": APRIL}).content.decode())
    assert hrefs  # breadcrumb, subrules, neighbours, permalink
    pinned = [href for href in hrefs if f"edition={APRIL}" in href]
    # the one link without it opens the same rule in the newest edition, and says so
    assert [href for href in hrefs if href not in pinned] == ["/rules/100.1"]


def test_the_default_editions_links_need_no_parameter_but_its_permalink_is_pinned(client, editions):
    body = client.get("/rules/100.1").content.decode()
    assert 'href="/rules/100.1a"' in body
    assert f'class="permalink" href="/rules/100.1?edition={JUNE}"' in body


def test_a_corpus_name_redirects_to_the_edition_date(client, editions):
    response = client.get("/rules/100.1a", {"edition": "cr-2026-04-17"})
    assert response.status_code == 302 and response["Location"] == f"/rules/100.1a?edition={APRIL}"


def test_a_rule_number_variant_keeps_its_edition(client, editions):
    response = client.get("/rules/100.1A", {"edition": APRIL})
    assert response.status_code == 301 and response["Location"] == f"/rules/100.1a?edition={APRIL}"


def test_a_date_that_is_not_loaded_is_a_404_that_offers_the_loaded_editions(client, editions):
    response = client.get("/rules/", {"edition": "1999-01-01"})
    body = response.content.decode()
    assert response.status_code == 404 and "effective January 1, 1999 are not loaded here" in body
    assert f'href="/rules/?edition={JUNE}"' in body


def test_the_header_switch_lists_the_loaded_editions_newest_first(client, editions):
    body = client.get("/rules/100.1a", {"edition": APRIL}).content.decode()
    switch = body.split('<form class="edition-switch"')[1].split("</form>")[0]
    assert 'action="/rules/100.1a" method="get"' in switch
    options = re.findall(r'<option value="([^"]+)"( selected)?>([^<]+)</option>', switch)
    assert [(value, label) for value, _selected, label in options] == [
        (JUNE, "June 19, 2026 (newest)"),
        (APRIL, "April 17, 2026"),
        ("2007-02-01", "February 1, 2007 (seed excerpt only)"),
    ]
    assert [value for value, selected, _label in options if selected] == [APRIL]


def test_the_switch_on_a_page_that_reads_no_edition_opens_the_contents(client, editions):
    body = client.get("/scenarios/").content.decode()
    assert '<form class="edition-switch" action="/rules/" method="get">' in body


def test_the_switch_keeps_the_search_question(client, editions):
    body = client.get("/search", {"q": "two-player game"}).content.decode()
    switch = body.split('<form class="edition-switch"')[1].split("</form>")[0]
    assert '<input type="hidden" name="q" value="two-player game">' in switch


def test_the_contents_read_the_chosen_edition_and_link_into_it(client, editions):
    body = client.get("/rules/", {"edition": APRIL}).content.decode()
    assert "Comprehensive Rules, April 17, 2026, effective April 17, 2026" in body
    assert f'href="/rules/100.1?edition={APRIL}"' in body and 'href="/rules/100.1"' not in main(body)


def test_the_seed_edition_read_from_the_excerpt_alone_shows_its_59_rules(client, editions):
    body = client.get("/rules/408.1c", {"edition": "2007-02-01"}).content.decode()
    assert "Only the seed excerpt is loaded" not in body  # complete editions are loaded, of another date
    assert "Comprehensive Rules, February 1, 2007 (seed excerpt)" in body


def test_the_api_reads_the_newest_edition_and_honours_the_edition_parameter(client, editions):
    newest = client.get("/api/rules/100.1a").json()
    assert newest["edition"]["effective_date"] == JUNE and "of Magic" in newest["text"]
    older = client.get("/api/rules/100.1a", {"edition": APRIL}).json()
    assert older["edition"]["effective_date"] == APRIL and "of Magic" not in older["text"]
    assert older["url"].endswith(f"/rules/100.1a?edition={APRIL}")


def test_the_api_answers_404_for_an_edition_that_is_not_loaded(client, editions):
    response = client.get("/api/rules/100.1a", {"edition": "1999-01-01"})
    assert response.status_code == 404 and response.json()["editions"] == [JUNE, APRIL, "2007-02-01"]


def test_search_reads_the_newest_edition_and_the_chosen_one(client, editions):
    newest = client.get("/api/search", {"q": "two-player game"}).json()
    assert newest["edition_date"] == JUNE and newest["results"][0]["url"] == "/rules/100.1a"
    older = client.get("/api/search", {"q": "two-player game", "edition": APRIL}).json()
    assert older["edition_date"] == APRIL and older["results"][0]["url"] == f"/rules/100.1a?edition={APRIL}"


def test_the_search_page_keeps_the_chosen_edition_in_its_results_and_form(client, editions):
    body = client.get("/search", {"q": "two-player game", "edition": APRIL}).content.decode()
    assert f'href="/rules/100.1a?edition={APRIL}"' in body
    assert f'<input id="search-edition" type="hidden" name="edition" value="{APRIL}">' in body
    assert f'<input type="hidden" name="edition" value="{APRIL}">' in body.split('class="nav-search"')[1]


def test_a_rule_number_searched_in_an_edition_opens_it_there(client, editions):
    response = client.get("/search", {"q": "100.1a", "edition": APRIL})
    assert response.status_code == 302 and response["Location"] == f"/rules/100.1a?edition={APRIL}"


def test_the_glossary_reads_the_chosen_edition(client, editions):
    body = client.get("/glossary/", {"edition": APRIL}).content.decode()
    assert "Comprehensive Rules, April 17, 2026: 1 terms." in body and 'id="trample"' in body


def test_the_page_cache_keeps_each_editions_page_apart(client, editions, settings, tmp_path):
    settings.PAGE_CACHE = True
    settings.CACHES = {**settings.CACHES, "pages": {
        "BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": str(tmp_path / "pages")}}
    for _ in range(2):
        newest = Client().get("/rules/100.1a")
        older = Client().get("/rules/100.1a", {"edition": APRIL})
    assert newest["X-Page-Cache"] == "hit" and older["X-Page-Cache"] == "hit"
    assert "of Magic" in card(newest.content.decode()) and "of Magic" not in card(older.content.decode())


def test_the_links_stored_in_a_rules_text_are_given_the_edition_of_the_page():
    from rules_corpus.templatetags.edition_links import in_edition

    stored = ('See <a class="rule-ref" href="/rules/704.5k" title="Rule 704.5k">704.5k</a>; '
              '<a class="glossary-term" href="/glossary/#world-rule">world rule</a>.')
    shown = in_edition(stored, "?edition=2007-02-01")
    assert 'href="/rules/704.5k?edition=2007-02-01"' in shown
    assert 'href="/glossary/?edition=2007-02-01#world-rule"' in shown
    assert in_edition(stored, "") == stored
