import pytest

from rules_corpus.models import Corpus


def test_rule_permalink_shows_the_rule_text(client, seed_corpus):
    response = client.get("/rules/408.1c")
    assert response.status_code == 200
    body = response.content.decode()
    assert "The active player gets priority at the beginning of most phases" in body


def test_rule_page_breadcrumb_names_the_section_and_parent(client, seed_corpus):
    body = client.get("/rules/408.1c").content.decode()
    crumbs = body.split('aria-label="Breadcrumb"')[1].split("</nav>")[0]
    assert 'href="/rules/408"' in crumbs and 'href="/rules/408.1"' in crumbs


def test_rule_page_shows_examples(client, seed_corpus):
    body = client.get("/rules/407.3").content.decode()
    assert "enchanted with Flight" in body


def test_section_page_lists_its_rules_and_subrules(client, seed_corpus):
    body = client.get("/rules/408").content.decode()
    assert "Timing of Spells and Abilities" in body
    assert 'href="/rules/408.1c"' in body and 'href="/rules/408.2k"' in body


def test_rule_page_has_previous_and_next(client, seed_corpus):
    body = client.get("/rules/408.1c").content.decode()
    assert 'rel="prev" href="/rules/408.1b"' in body
    assert 'rel="next" href="/rules/408.1d"' in body


def test_rule_page_lists_what_cites_it(client, seed_corpus):
    body = client.get("/rules/405.2").content.decode()
    cited = body.split('id="cited-by-heading"')[1]
    assert 'href="/rules/407.2"' in cited


def test_every_rule_number_in_the_text_is_a_link(client, seed_corpus):
    body = client.get("/rules/408.1i").content.decode()
    for target in ("408.2d", "408.2h", "408.2i", "408.2j", "408.2k"):
        assert f'href="/rules/{target}"' in body


@pytest.mark.parametrize("variant", ["408.1C", "408.1c.", "408.1c%20"])
def test_number_variants_redirect_to_the_canonical_url(client, seed_corpus, variant):
    response = client.get(f"/rules/{variant}")
    assert response.status_code == 301
    assert response["Location"] == "/rules/408.1c"


@pytest.mark.parametrize("nonsense", ["banana", "408.1cc", "99999.1", "<script>"])
def test_nonsense_number_is_a_real_404_page(client, seed_corpus, nonsense):
    response = client.get(f"/rules/{nonsense}")
    assert response.status_code == 404
    assert b"<script>" not in response.content


def test_cited_rule_outside_the_corpus_says_so_and_lists_citers(client, seed_corpus):
    response = client.get("/rules/418.5")
    assert response.status_code == 404
    body = response.content.decode()
    assert "not in this corpus" in body
    assert 'href="/rules/407.1"' in body


def test_htmx_request_gets_only_the_rule_card(client, seed_corpus):
    response = client.get("/rules/408.1c", headers={"HX-Request": "true"})
    body = response.content.decode()
    assert 'class="rule rule-card"' in body
    assert "<html" not in body


def test_contents_lists_sections_and_rules_but_not_subrules(client, seed_corpus):
    body = client.get("/rules/").content.decode()
    assert 'href="/rules/408"' in body and 'href="/rules/408.1"' in body
    assert 'href="/rules/408.1c"' not in body


def test_every_page_names_the_active_corpus(client, seed_corpus):
    for url in ("/", "/rules/", "/rules/408.1c", "/glossary/", "/corpora/"):
        assert seed_corpus.name in client.get(url).content.decode(), url


def test_pages_without_a_corpus_explain_how_to_load_one(client, db):
    assert Corpus.objects.count() == 0
    response = client.get("/rules/")
    assert b"import_rules" in response.content
    assert client.get("/rules/408.1c").status_code == 404


def test_seed_glossary_page_explains_there_is_none(client, seed_corpus):
    assert b"has no glossary" in client.get("/glossary/").content


def test_full_edition_glossary_links_terms_from_rules(client, full_2007_corpus):
    body = client.get("/glossary/").content.decode()
    assert 'id="mana-burn"' in body
    rule_body = client.get("/rules/300.3").content.decode()
    assert 'class="glossary-term"' in rule_body


def test_full_edition_resolves_the_excerpts_citations(client, full_2007_corpus):
    response = client.get("/rules/418.5")
    assert response.status_code == 200
    assert 'href="/rules/407.1"' in response.content.decode().split('id="cited-by-heading"')[1]


def test_everyday_glossary_words_are_not_underlined_everywhere(client, full_2007_corpus):
    body = client.get("/rules/408.1c").content.decode()
    card = body.split('class="rule rule-card"')[1].split("</article>")[0]
    assert 'href="/glossary/#player"' not in card
    assert 'href="/glossary/#priority"' in card


def test_rule_missing_from_the_excerpt_is_read_from_the_full_same_edition(client, full_2007_corpus):
    from rules_corpus.importer import import_corpus

    (seed,) = import_corpus()  # the excerpt becomes active; the full 2007 edition stays loaded
    assert seed.is_active
    response = client.get("/rules/420.5a")
    assert response.status_code == 200
    body = response.content.decode()
    assert "Comprehensive Rules, February 1, 2007</a>, the complete edition" in body
    assert "with 0 or less" in body


def test_a_rule_read_while_an_import_replaces_the_edition_is_found_in_the_new_one(client, db, monkeypatch):
    """The request looked up the editions just before an import swapped the newest
    one out (the old rows are gone); the page reads the new edition instead of 404."""
    import datetime

    from rules_corpus import reading
    from tests.rules_corpus.test_search_views import make_corpus

    rules = [("408", "section", "Timing", "Timing", ""), ("408.1", "rule", "", "Priority text.", "408")]
    later = datetime.date(2099, 1, 1)  # newer than any edition a module has loaded
    old = make_corpus(slug="old", active=False, rules=rules)
    Corpus.objects.filter(pk=old.pk).update(effective_date=later)
    stale = Corpus.objects.get(pk=old.pk)
    old.delete()
    new = make_corpus(slug="new", active=False, rules=rules)
    Corpus.objects.filter(pk=new.pk).update(effective_date=later)
    real = reading.loaded_editions
    calls = []

    def stale_first():
        calls.append(1)
        return [reading.Edition(date=later, corpus=stale, newest=True)] if len(calls) == 1 else real()

    monkeypatch.setattr("rules_corpus.reading.loaded_editions", stale_first)
    response = client.get("/rules/408.1")
    assert response.status_code == 200
    assert "Priority text." in response.content.decode()
