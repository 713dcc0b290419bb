def test_api_rule_returns_the_rule_as_json(client, seed_corpus):
    data = client.get("/api/rules/407.3").json()
    assert data["number"] == "407.3"
    assert data["text"].startswith("Effects that remove an ability")
    assert any("Flight" in example for example in data["examples"])
    assert data["edition"]["slug"] == "seed-2007-02-01"


def test_api_rule_lists_subrules_references_and_cited_by(client, seed_corpus):
    data = client.get("/api/rules/408.1").json()
    assert data["subrules"][:3] == ["408.1a", "408.1b", "408.1c"]
    assert "420" in client.get("/api/rules/408.1b").json()["references"]
    assert "407.2" in client.get("/api/rules/405.2").json()["cited_by"]


def test_api_section_has_a_title(client, seed_corpus):
    data = client.get("/api/rules/408").json()
    assert data["title"] == "Timing of Spells and Abilities"


def test_api_missing_rule_is_404_json_with_cited_by(client, seed_corpus):
    response = client.get("/api/rules/418.5")
    assert response.status_code == 404
    assert "407.1" in response.json()["cited_by"]


def test_api_nonsense_is_404_json(client, seed_corpus):
    response = client.get("/api/rules/zzz")
    assert response.status_code == 404
    assert "error" in response.json()


def test_api_variant_redirects_to_canonical(client, seed_corpus):
    response = client.get("/api/rules/408.1C")
    assert response.status_code == 301 and response["Location"] == "/api/rules/408.1c"
