"""`/rules/<number>?edition=<date>` when that edition is not loaded, or is not a date."""


def test_a_rule_of_an_edition_that_is_not_loaded_says_so(client, seed_corpus):
    response = client.get("/rules/704.5j?edition=2026-06-19")
    assert response.status_code == 404
    assert "effective June 19, 2026 are not loaded here" in response.content.decode()


def test_an_edition_that_is_neither_a_date_nor_a_loaded_edition_shows_the_rule_as_the_site_reads_it(client, seed_corpus):
    for value in ("<script>", "2026-13-45"):
        response = client.get("/rules/408.1c", {"edition": value})
        assert response.status_code == 200
        assert "<script>" not in response.content.decode()
