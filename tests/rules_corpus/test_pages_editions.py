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
