"""The search page, its htmx partial, the JSON API, and the index of each corpus."""
import json

import pytest
from django.core.management import call_command
from django.urls import reverse

from rules_corpus import indexing, search
from rules_corpus.models import Corpus, Example, GlossaryEntry, Rule

HTMX = {"HTTP_HX_REQUEST": "true"}


def make_corpus(slug="test", active=True, rules=(), glossary=()):
    """A corpus built from rows, without the importer: [(number, kind, title, text, parent)]."""
    corpus = Corpus.objects.create(slug=slug, name=f"Test rules {slug}", is_active=active)
    for position, (number, kind, title, text, parent) in enumerate(rules):
        Rule.objects.create(
            corpus=corpus,
            number=number,
            kind=kind,
            title=title,
            text=text,
            html=text,
            parent_number=parent,
            section_number=number.split(".")[0],
            position=position,
        )
    for position, (term, slug_, text) in enumerate(glossary):
        GlossaryEntry.objects.create(corpus=corpus, term=term, slug=slug_, text=text, html=text, position=position)
    return corpus


RULES = [
    ("408", "section", "Timing of Spells and Abilities", "Timing of Spells and Abilities", ""),
    ("408.1", "rule", "", "A player may play an instant spell any time he or she has priority.", "408"),
    ("408.2", "rule", "", "Playing a land is a special action. <b>Bold</b> & co.", "408"),
]


@pytest.fixture
def corpus(db, search_index_dir):
    corpus = make_corpus(rules=RULES, glossary=[("Priority", "priority", "Which player can act. See rule 408.1.")])
    Example.objects.create(rule=corpus.rules.get(number="408.2"), position=0, text="A land.", html="A land.")
    indexing.build_corpus_index(corpus)
    return corpus


def test_index_dir_is_per_corpus(corpus, settings):
    assert indexing.index_dir_for(corpus) == settings.SEARCH_INDEX_DIR / f"corpus-{corpus.pk}"


def test_search_page_without_javascript_lists_results_as_links(client, corpus):
    response = client.get(reverse("rules_corpus:search"), {"q": "instant priority"})
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="en">' in html
    assert f'href="{reverse("rules_corpus:rule", args=["408.1"])}"' in html


def test_htmx_request_gets_only_the_partial(client, corpus):
    response = client.get(reverse("rules_corpus:search"), {"q": "instant"}, **HTMX)
    html = response.content.decode()
    assert "<html" not in html and "search-result" in html


def test_search_page_has_live_search_attributes(client, corpus):
    html = client.get(reverse("rules_corpus:search")).content.decode()
    assert 'hx-trigger="input changed delay:250ms, search"' in html
    assert 'hx-push-url="true"' in html and 'action="/search"' in html


def test_responses_vary_on_hx_request(client, corpus):
    response = client.get(reverse("rules_corpus:search"), {"q": "instant"})
    assert "HX-Request" in response["Vary"]


def test_results_show_the_breadcrumb(client, corpus):
    html = client.get(reverse("rules_corpus:search"), {"q": "instant"}, **HTMX).content.decode()
    assert "408. Timing of Spells and Abilities" in html


def test_snippet_highlights_and_escapes_corpus_text(client, corpus):
    html = client.get(reverse("rules_corpus:search"), {"q": "special action"}, **HTMX).content.decode()
    assert "<mark>special</mark>" in html
    assert "&lt;b&gt;Bold&lt;/b&gt; &amp; co." in html and "<b>Bold</b>" not in html


def test_query_is_shown_escaped(client, corpus):
    query = '<script>alert("x")</script> instant'
    html = client.get(reverse("rules_corpus:search"), {"q": query}).content.decode()
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; instant" in html


def test_rule_number_submitted_jumps_to_the_rule(client, corpus):
    response = client.get(reverse("rules_corpus:search"), {"q": "rule 408.2."})
    assert response.status_code == 302
    assert response["Location"] == reverse("rules_corpus:rule", args=["408.2"])


def test_rule_number_typed_live_lists_it_first_without_jumping(client, corpus):
    response = client.get(reverse("rules_corpus:search"), {"q": "408.2"}, **HTMX)
    assert response.status_code == 200
    first = response.content.decode().split('class="rule-number result-link" href="')[1]
    assert first.startswith(reverse("rules_corpus:rule", args=["408.2"]))


def test_unknown_rule_number_does_not_jump(client, corpus):
    assert client.get(reverse("rules_corpus:search"), {"q": "999.9"}).status_code == 200


def test_glossary_hits_link_to_the_glossary(client, corpus):
    data = client.get(reverse("rules_corpus:api_search"), {"q": "which player can act"}).json()
    urls = [result["url"] for result in data["results"]]
    assert reverse("rules_corpus:glossary") + "#priority" in urls


def test_api_returns_ranked_json(client, corpus):
    data = client.get(reverse("rules_corpus:api_search"), {"q": "instant"}).json()
    first = data["results"][0]
    assert first["number"] == "408.1"
    assert set(first) >= {"number", "snippet", "score"}
    assert [r["score"] for r in data["results"]] == sorted((r["score"] for r in data["results"]), reverse=True)


def test_api_and_page_rank_alike(client, corpus):
    api = [r["url"] for r in client.get(reverse("rules_corpus:api_search"), {"q": "land priority"}).json()["results"]]
    html = client.get(reverse("rules_corpus:search"), {"q": "land priority"}, **HTMX).content.decode()
    positions = [html.index(f'href="{url}"') for url in api]
    assert positions == sorted(positions)


def test_api_empty_query_gives_no_results(client, corpus):
    assert client.get(reverse("rules_corpus:api_search")).json()["results"] == []


def test_bad_page_number_is_page_one(client, corpus):
    response = client.get(reverse("rules_corpus:search"), {"q": "instant", "page": "x"})
    assert response.status_code == 200


def test_more_link_when_there_are_more_results(client, db, search_index_dir):
    rules = [("100", "section", "General", "General", "")] + [
        (f"100.{i}", "rule", "", f"Priority rule number {i}.", "100") for i in range(1, 15)
    ]
    indexing.build_corpus_index(make_corpus(rules=rules))
    html = client.get(reverse("rules_corpus:search"), {"q": "priority"}).content.decode()
    assert 'rel="next"' in html and "page=2" in html
    second = client.get(reverse("rules_corpus:search"), {"q": "priority", "page": 2}).content.decode()
    assert 'start="11"' in second


def test_search_builds_a_missing_index_lazily(client, db, search_index_dir):
    corpus = make_corpus(rules=RULES)
    assert not search.index_exists(indexing.index_dir_for(corpus))
    data = client.get(reverse("rules_corpus:api_search"), {"q": "instant"}).json()
    assert data["results"][0]["number"] == "408.1"


def test_search_without_an_active_corpus_is_empty(client, db, search_index_dir):
    make_corpus(active=False, rules=RULES)
    assert client.get(reverse("rules_corpus:api_search"), {"q": "instant"}).json()["results"] == []


def test_searches_only_the_active_corpus(client, db, search_index_dir):
    old = make_corpus(slug="old", active=False, rules=[("100.1", "rule", "", "Mana burn hurts.", "")])
    indexing.build_corpus_index(old)
    new = make_corpus(slug="new", rules=[("200.1", "rule", "", "Mana empties.", "")])
    indexing.build_corpus_index(new)
    numbers = [r["number"] for r in client.get(reverse("rules_corpus:api_search"), {"q": "mana"}).json()["results"]]
    assert numbers == ["200.1"]


def test_rebuild_after_rows_change_serves_the_new_text(client, corpus):
    Rule.objects.filter(corpus=corpus, number="408.1").update(text="Flash lets you cast at odd times.")
    indexing.build_corpus_index(corpus)
    data = client.get(reverse("rules_corpus:api_search"), {"q": "flash"}).json()
    assert [r["number"] for r in data["results"]] == ["408.1"]


def test_remove_stale_indexes_deletes_folders_of_deleted_corpora(corpus, search_index_dir):
    gone = make_corpus(slug="gone", active=False, rules=RULES)
    indexing.build_corpus_index(gone)
    folder = indexing.index_dir_for(gone)
    gone.delete()
    indexing.remove_stale_indexes()
    assert not folder.exists() and not search.builds_of(folder)
    assert search.index_exists(indexing.index_dir_for(corpus))


def test_build_index_command_rebuilds_the_active_corpus(db, search_index_dir, capsys):
    corpus = make_corpus(rules=RULES)
    call_command("build_index")
    assert search.index_exists(indexing.index_dir_for(corpus))
    assert "Indexed" in capsys.readouterr().out


def test_build_index_vectors_computes_the_rules_vectors_now(db, search_index_dir, capsys):
    from rules_corpus.search import embedding, vectors

    if embedding.encoder() is None:
        pytest.skip("the embedding model is not installed")
    corpus = make_corpus(rules=RULES)
    call_command("build_index", "--vectors")
    build = search.current_build(indexing.index_dir_for(corpus))
    assert vectors.vectors_file(build).exists()
    assert "Vectors of" in capsys.readouterr().out


def test_build_index_all_rebuilds_every_corpus(db, search_index_dir):
    corpora = [make_corpus(slug="a", rules=RULES), make_corpus(slug="b", active=False, rules=RULES)]
    call_command("build_index", "--all")
    assert all(search.index_exists(indexing.index_dir_for(c)) for c in corpora)


def test_build_index_without_a_corpus_fails_cleanly(db, search_index_dir):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError):
        call_command("build_index")


def test_seed_corpus_import_is_searchable(client, seed_corpus):
    data = client.get(reverse("rules_corpus:api_search"), {"q": "409.1a"}).json()
    assert data["results"][0]["number"] == "409.1a"
    assert json.dumps(data)  # plain JSON all the way down


@pytest.fixture
def excerpt_and_full(db, search_index_dir):
    """An active excerpt and, beside it, a complete copy of the same edition (as `make run` loads them)."""
    import datetime

    day = datetime.date(2007, 2, 1)
    excerpt = make_corpus(slug="excerpt", rules=RULES)
    full = make_corpus(slug="full", active=False, rules=RULES + [
        ("502", "section", "Keyword Abilities", "Keyword Abilities", ""),
        ("502.9", "rule", "Trample", "Trample", "502"),
        ("502.9a", "subrule", "", "Trample is a static ability that modifies the rules for assigning combat damage.", "502.9"),
    ])
    Corpus.objects.filter(pk=excerpt.pk).update(effective_date=day, rule_count=3, name="Excerpt of February 2007")
    Corpus.objects.filter(pk=full.pk).update(effective_date=day, rule_count=6, name="Rules of February 2007")
    return Corpus.objects.get(pk=excerpt.pk), Corpus.objects.get(pk=full.pk)


def test_the_complete_edition_is_searched_by_default(client, excerpt_and_full):
    found = client.get(reverse("rules_corpus:api_search"), {"q": "trample"}).json()
    assert found["edition"] == "Rules of February 2007" and found["results"][0]["number"] == "502.9a"


def test_an_excerpt_searched_alone_offers_its_complete_edition_when_it_lacks_the_match(client, excerpt_and_full):
    page = client.get(reverse("rules_corpus:search"), {"q": "trample", "edition": "excerpt"}).content.decode()
    assert "Nothing in Excerpt of February 2007 matches" in page
    assert "The complete Rules of February 2007 has 2 results" in page and "edition=2007-02-01" in page


def test_edition_full_searches_the_complete_copy_and_keeps_asking_it(client, excerpt_and_full):
    page = client.get(reverse("rules_corpus:search"), {"q": "trample", "edition": "full"}).content.decode()
    assert 'href="/rules/502.9a?edition=2007-02-01"' in page and "Searching the complete Rules of February 2007" in page
    # kept while typing, as the edition's date
    assert '<input id="search-edition" type="hidden" name="edition" value="2007-02-01">' in page


def test_the_edition_searched_is_kept_in_a_field_that_is_always_in_the_form(client, excerpt_and_full):
    page = client.get(reverse("rules_corpus:search"), {"q": "trample", "edition": "excerpt"}).content.decode()
    assert '<input id="search-edition" type="hidden" name="edition" value="excerpt">' in page
    partial = client.get(reverse("rules_corpus:search"), {"q": "trample", "edition": "excerpt"},
                         HTTP_HX_REQUEST="true").content.decode()
    assert 'name="edition" value="excerpt" form="search-form" hx-swap-oob="true">' in partial


def test_without_a_complete_copy_the_edition_field_is_off(client, corpus):
    page = client.get(reverse("rules_corpus:search"), {"q": "instant"}).content.decode()
    assert 'id="search-edition" type="hidden" name="edition" value="" disabled>' in page


def test_edition_full_without_a_complete_copy_searches_the_active_corpus(client, corpus):
    response = client.get(reverse("rules_corpus:api_search"), {"q": "instant", "edition": "full"}).json()
    assert response["edition"] == corpus.name and response["results"][0]["number"] == "408.1"


def test_a_rule_number_only_in_the_complete_edition_jumps_to_its_page(client, excerpt_and_full):
    response = client.get(reverse("rules_corpus:search"), {"q": "502.9a"})
    assert response.status_code == 302 and response["Location"] == reverse("rules_corpus:rule", args=["502.9a"])


def test_the_api_searches_the_complete_edition_when_asked(client, excerpt_and_full):
    found = client.get(reverse("rules_corpus:api_search"), {"q": "trample", "edition": "full"}).json()
    assert found["edition"] == "Rules of February 2007" and found["results"][0]["number"] == "502.9a"


def test_another_edition_is_never_offered(client, excerpt_and_full):
    import datetime

    Corpus.objects.filter(slug="full").update(effective_date=datetime.date(2026, 6, 19))
    page = client.get(reverse("rules_corpus:search"), {"q": "trample", "edition": "excerpt"}).content.decode()
    results = page.split('id="search-results"')[1]  # (the header's switch lists every edition)
    assert "edition=2026-06-19" not in results and "Try other words" in results


def test_what_is_x_page_opens_with_the_glossary_definition(client, corpus):
    html = client.get(reverse("rules_corpus:search"), {"q": "what is priority"}, **HTMX).content.decode()
    assert 'class="search-definition"' in html
    assert html.index("Which player can act.") < html.index('class="search-results"')
    assert f'href="{reverse("rules_corpus:glossary")}#priority"' in html


def test_api_gives_the_definition_and_each_hits_rule(client, corpus):
    data = client.get(reverse("rules_corpus:api_search"), {"q": "what is priority"}).json()
    assert data["definition"]["term"] == "Priority"
    assert {"rule", "lead"} <= set(data["results"][0])
    assert data["meaning"] is False  # no vectors computed for this corpus


def test_sibling_subrules_are_listed_under_their_rule(client, db, search_index_dir):
    corpus = make_corpus(
        slug="siblings",
        rules=[
            ("613", "section", "Interaction of Continuous Effects", "Interaction of Continuous Effects", ""),
            ("613.4", "rule", "", "Within layer 7, apply effects in a series of sublayers.", "613"),
            ("613.4a", "subrule", "", "Layer 7a: effects from characteristic-defining abilities that define power and toughness.", "613.4"),
            ("613.4b", "subrule", "", "Layer 7b: effects that set power and toughness to a specific number or value.", "613.4"),
        ],
    )
    indexing.build_corpus_index(corpus)
    html = client.get(reverse("rules_corpus:search"), {"q": "layer 7 power toughness"}, **HTMX).content.decode()
    assert html.count('class="search-siblings"') == 1
    siblings = html[html.index('class="search-siblings"') : html.index("</ul>")]
    assert siblings.count('class="rule-number sibling-link"') == 2


def test_a_page_ranked_by_words_while_the_vectors_are_computed_is_not_shared(client, corpus, monkeypatch):
    monkeypatch.setattr(indexing, "embed_later", lambda index_dir: True)  # the vectors are on their way
    response = client.get(reverse("rules_corpus:search"), {"q": "instant priority", "all": "1"})
    assert "private" in response["Cache-Control"]


def test_once_no_vectors_are_on_their_way_a_page_ranked_by_words_is_shared(client, corpus, monkeypatch):
    monkeypatch.setattr(indexing, "embed_later", lambda index_dir: False)  # no model, or switched off
    response = client.get(reverse("rules_corpus:search"), {"q": "instant priority", "all": "1"})
    assert "private" not in response.get("Cache-Control", "")


def test_the_page_says_when_meaning_is_not_in_the_ranking_yet(client, corpus, monkeypatch):
    monkeypatch.setattr(indexing, "embed_later", lambda index_dir: True)  # the vectors are on their way
    html = client.get(reverse("rules_corpus:search"), {"q": "instant priority", "all": "1"}).content.decode()
    assert 'class="search-meaning-pending"' in html and "Ranked by words only for now" in html


def test_the_api_says_when_meaning_is_not_in_the_ranking_yet(client, corpus, monkeypatch):
    monkeypatch.setattr(indexing, "embed_later", lambda index_dir: True)
    data = client.get(reverse("rules_corpus:api_search"), {"q": "instant priority"}).json()
    assert (data["meaning"], data["meaning_pending"]) == (False, True)


def test_no_notice_when_no_vectors_are_on_their_way(client, corpus, monkeypatch):
    monkeypatch.setattr(indexing, "embed_later", lambda index_dir: False)  # no model, or switched off
    html = client.get(reverse("rules_corpus:search"), {"q": "instant priority", "all": "1"}).content.decode()
    assert "search-meaning-pending" not in html
    assert client.get(reverse("rules_corpus:api_search"), {"q": "instant priority"}).json()["meaning_pending"] is False
