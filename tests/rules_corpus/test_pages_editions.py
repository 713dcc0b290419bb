"""A rule as a given edition numbers it (`/rules/<number>?edition=<date>`): the
replay of a scenario played under the June 2026 rules links there."""


def test_a_rule_of_the_june_2026_edition_is_shown_from_that_edition(client, full_2026_corpus):
    response = client.get("/rules/704.5j?edition=2026-06-19")
    assert response.status_code == 200
    body = response.content.decode()
    assert "are controlled by the same player" in body and full_2026_corpus.name in body
    assert "the same edition in full" not in body


def test_the_htmx_card_of_a_2026_rule_is_the_card_alone(client, full_2026_corpus):
    response = client.get("/rules/510.2?edition=2026-06-19", HTTP_HX_REQUEST="true")
    body = response.content.decode()
    assert response.status_code == 200 and "<html" not in body and "dealt simultaneously" in body


def test_a_number_the_loaded_edition_lacks_says_so(client, full_2026_corpus):
    response = client.get("/rules/999.9?edition=2026-06-19")
    assert response.status_code == 404
    assert "are loaded here, but they have no rule 999.9" in response.content.decode()


def test_the_links_inside_a_2026_rule_stay_in_the_2026_edition(client, full_2026_corpus):
    body = client.get("/rules/704.5c?edition=2026-06-19").content.decode()
    assert 'href="/rules/704.6b?edition=2026-06-19"' in body
    assert 'href="/rules/704.6b"' not in body


def test_the_breadcrumb_and_neighbours_of_a_2026_rule_stay_in_that_edition(client, full_2026_corpus):
    body = client.get("/rules/704.5j?edition=2026-06-19").content.decode()
    assert 'href="/rules/704.5?edition=2026-06-19"' in body
    assert 'rel="next" href="/rules/704.5k?edition=2026-06-19"' in body


def test_704_5k_opens_in_the_june_2026_edition_by_default(client, full_2026_corpus):
    response = client.get("/rules/704.5k")
    assert response.status_code == 200
    assert "Reading: <a href=\"/corpora/\">Comprehensive Rules, June 19, 2026</a>" in response.content.decode()


def test_the_api_answers_a_2026_rule_asked_with_its_edition(client, full_2026_corpus):
    data = client.get("/api/rules/704.5k", {"edition": "2026-06-19"}).json()
    assert data["number"] == "704.5k" and data["edition"]["effective_date"] == "2026-06-19"


def test_the_2026_glossary_has_the_terms_its_rules_link_to(client, full_2026_corpus):
    import re

    glossary = client.get("/glossary/").content.decode()
    for number in ("704.5j", "704.5k", "704.5g"):
        rule = client.get(f"/rules/{number}").content.decode().split('class="rule rule-card"')[1].split("</article>")[0]
        for slug in re.findall(r'href="/glossary/#([-\w]+)"', rule):
            assert f'<dt id="{slug}">' in glossary, (number, slug)
    assert '<dt id="dies">' in glossary and '<dt id="world-rule">' in glossary


def test_the_glossary_has_an_a_to_z_index_of_jump_links(client, full_2026_corpus):
    body = client.get("/glossary/").content.decode()
    index = body.split('class="glossary-index"')[1].split("</nav>")[0]
    assert '<a href="#letter-a">A</a>' in index and '<a href="#letter-z">Z</a>' in index
    assert 'id="letter-a"' in body and 'id="letter-w"' in body


def test_the_glossary_filter_keeps_the_terms_that_match_without_javascript(client, full_2026_corpus):
    body = client.get("/glossary/", {"q": "world"}).content.decode()
    assert '<dt id="world-rule">' in body and '<dt id="dies">' not in body
    assert "terms match “world”" in body


def test_the_glossary_filter_answers_htmx_with_the_terms_alone(client, full_2026_corpus):
    response = client.get("/glossary/", {"q": "dies"}, HTTP_HX_REQUEST="true")
    body = response.content.decode()
    assert "<html" not in body and '<dt id="dies">' in body
    assert "HX-Request" in response["Vary"]


def test_a_filter_that_matches_nothing_says_so(client, full_2026_corpus):
    body = client.get("/glossary/", {"q": "<zzz>"}).content.decode()
    assert "No term of Comprehensive Rules, June 19, 2026 matches “&lt;zzz&gt;”" in body


def test_the_2007_glossary_is_one_parameter_away(client, full_2026_corpus):
    body = client.get("/glossary/", {"edition": "2007-02-01"}).content.decode()
    assert "has no glossary" in body  # only the seed excerpt of 2007 is loaded here
