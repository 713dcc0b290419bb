"""`/rules/<number>?edition=<date>` when that edition is not loaded, or is not a date."""


def test_a_rule_of_an_edition_that_is_not_loaded_says_so(client, seed_corpus):
    response = client.get("/rules/704.5j?edition=2026-06-19")
    assert response.status_code == 404
    assert "effective June 19, 2026 are not loaded here" in response.content.decode()


def test_an_edition_that_is_not_a_date_is_not_found(client, seed_corpus):
    assert client.get("/rules/408.1c?edition=<script>").status_code == 404
    assert client.get("/rules/408.1c?edition=2026-13-45").status_code == 404
