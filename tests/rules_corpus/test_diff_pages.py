"""/diff/<from>/<to>, /api/diff/<from>/<to>, and each rule's history across the loaded editions."""
from __future__ import annotations

import re

import pytest

from rules_corpus.importer import import_corpus
from tests.rules_corpus.mini_edition import RULES_100, mini_edition

APRIL, JUNE = "cr-2026-04-17", "cr-2026-06-19"
JUNE_RULES = (
    RULES_100.replace("A two-player game is a game", "A two-player game is a game of Magic")
    .replace("100.1b A multiplayer", "100.1c A multiplayer")
    .replace("more than two players.", "more than two players in it.")
    + "\n\n100.3. Some formats and casual variants allow players to use supplementary decks."
)


@pytest.fixture
def two_editions(db, search_index_dir, tmp_path):
    april, june = tmp_path / "april.txt", tmp_path / "june.txt"
    april.write_bytes(mini_edition("April 17, 2026"))
    june.write_bytes(mini_edition("June 19, 2026", JUNE_RULES))
    import_corpus([april])
    import_corpus([june])


def test_the_api_lists_added_removed_and_changed_rules(client, two_editions):
    data = client.get(f"/api/diff/{APRIL}/{JUNE}").json()
    assert data["added"] == ["100.3"] and data["removed"] == []
    assert data["changed"] == [
        {
            "number": "100.1a",
            "before": "A two-player game is a game that begins with only two players.",
            "after": "A two-player game is a game of Magic that begins with only two players.",
        }
    ]
    assert data["moved"] == [{"from": "100.1b", "to": "100.1c", "before": data["moved"][0]["before"], "after": data["moved"][0]["after"]}]


def test_the_diff_page_highlights_the_words_changed_and_links_both_versions(client, two_editions):
    body = client.get(f"/diff/{APRIL}/{JUNE}").content.decode()
    assert "1 added, 0 removed, 1 changed, 1 moved" in body
    assert "game <ins>of Magic </ins>that" in body
    assert f'href="/rules/100.1a?edition={APRIL}"' in body and f'href="/rules/100.1a?edition={JUNE}"' in body
    assert "100.1b → 100.1c" in body
    assert f'href="/rules/100.3?edition={JUNE}"' in body


def test_an_unknown_edition_is_a_404_naming_the_loaded_ones(client, two_editions):
    assert client.get(f"/diff/{APRIL}/cr-1999-01-01").status_code == 404
    response = client.get(f"/api/diff/cr-1999-01-01/{JUNE}")
    assert response.status_code == 404 and response.json()["loaded"] == [APRIL, JUNE]


def test_the_editions_page_offers_each_edition_against_the_one_before(client, two_editions):
    assert f'href="/diff/{APRIL}/{JUNE}"' in client.get("/diff/").content.decode()
    response = client.get("/diff/", {"from": APRIL, "to": JUNE})
    assert response.status_code == 302 and response["Location"] == f"/diff/{APRIL}/{JUNE}"


def test_a_changed_rule_page_says_when_and_what_changed(client, two_editions):
    body = client.get("/rules/100.1a").content.decode()
    assert '<a href="/rules/100.1a?edition=2026-06-19" aria-current="page">100.1a</a>' in body
    assert "words changed:" in body and "<ins>of Magic </ins>" in body
    assert '<a href="/rules/100.1a?edition=2026-04-17">100.1a</a>' in body and "the oldest edition loaded" in body


def test_a_new_rule_page_says_new_on_its_date(client, two_editions):
    body = client.get("/rules/100.3").content.decode()
    assert "new: no rule of the edition before has these words" in body
    assert "not in this edition: none of its rules has these words" in body


def test_a_moved_rule_page_says_where_its_nearly_same_text_came_from(client, two_editions):
    body = client.get("/rules/100.1c").content.decode()
    assert '<a href="/rules/100.1b?edition=2026-04-17">100.1b</a>' in body
    assert "renumbered from 100.1b, words changed:" in body and "players<ins> in it</ins>." in body


def test_a_rule_can_be_read_as_another_loaded_edition_has_it(client, two_editions):
    body = client.get("/rules/100.1a", {"edition": APRIL}, follow=True).content.decode()  # to ?edition=2026-04-17
    assert "A two-player game is a game that begins" in body and "Shown as Comprehensive Rules, April 17, 2026 has it" in body
    assert "A two-player game is a game of Magic" in client.get("/rules/100.1a").content.decode()


def test_a_rule_the_read_edition_lacks_links_to_the_editions_that_have_it(client, two_editions):
    from rules_corpus.models import Corpus

    Corpus.objects.filter(slug=JUNE).update(is_active=False)
    Corpus.objects.filter(slug=APRIL).update(is_active=True)
    assert client.get("/rules/100.3").status_code == 200  # the newest edition is read, whichever is active
    response = client.get("/rules/100.3", {"edition": "2026-04-17"})
    assert response.status_code == 404
    assert 'href="/rules/100.3?edition=2026-06-19">Comprehensive Rules, June 19, 2026</a>' in response.content.decode()


def test_the_diff_pages_are_cached_with_the_corpora_as_their_version():
    from config.pagecache import VERSION_ATTRIBUTE
    from rules_corpus import views_diff
    from rules_corpus.pagecache import corpus_version

    assert getattr(views_diff.diff_page, VERSION_ATTRIBUTE) is corpus_version
    assert getattr(views_diff.api_diff, VERSION_ATTRIBUTE) is corpus_version


def test_a_rule_whose_text_moved_away_says_where_it_went(client, two_editions):
    body = client.get("/rules/100.1b", {"edition": APRIL}, follow=True).content.decode()
    assert '<a href="/rules/100.1c?edition=2026-06-19">100.1c</a>' in body and "renumbered from 100.1b" in body


def test_a_number_the_latest_edition_dropped_shows_its_history_on_the_missing_page(client, two_editions):
    response = client.get("/rules/100.1b")
    assert response.status_code == 404
    body = response.content.decode()
    assert '<a href="/rules/100.1c?edition=2026-06-19">100.1c</a>' in body and "renumbered from 100.1b" in body
    assert "(this page)" not in body  # the history is April's 100.1b, not a rule of the page's edition


def test_every_edition_link_of_the_history_opens_that_editions_rule(client, two_editions):
    body = client.get("/rules/100.1c").content.decode()
    history = body[body.index('class="rule-history"'):]
    links = re.findall(r'href="(/rules/[^"]+\?edition=\d{4}-\d\d-\d\d)"', history)
    assert links == ["/rules/100.1b?edition=2026-04-17", "/rules/100.1c?edition=2026-06-19"]
    for link in links:
        assert client.get(link).status_code == 200


def test_the_api_gives_the_same_rules_number_in_each_other_loaded_edition(client, two_editions):
    assert client.get("/api/rules/100.1c").json()["lineage"] == [{"edition": "2026-04-17", "number": "100.1b"}]
    assert client.get("/api/rules/100.3").json()["lineage"] == []  # new in June: no earlier rule has its words


def test_the_diff_page_lists_its_chapters_with_their_counts(client, two_editions):
    body = client.get(f"/diff/{APRIL}/{JUNE}").content.decode()
    jump = body[body.index('class="diff-chapters"'):body.index("</nav>", body.index('class="diff-chapters"'))]
    assert '<a href="#chapter-1">1. Game Concepts</a>' in jump
    assert "<td>1</td><td>1</td><td>1</td><td>0</td>" in jump  # changed, moved, added, removed
    assert '<details class="diff-chapter" id="chapter-1" open>' in body


def test_a_large_diff_shows_a_chapter_a_page(client, two_editions, monkeypatch):
    from rules_corpus import views_diff

    monkeypatch.setattr(views_diff, "ONE_PAGE", 2)
    overview = client.get(f"/diff/{APRIL}/{JUNE}").content.decode()
    assert '<a href="?chapter=1">1. Game Concepts</a>' in overview and "<details" not in overview
    chapter = client.get(f"/diff/{APRIL}/{JUNE}", {"chapter": "1"}).content.decode()
    assert '<details class="diff-chapter" id="chapter-1" open>' in chapter and "game <ins>of Magic </ins>that" in chapter


def test_a_long_chapter_is_paged(client, two_editions, monkeypatch):
    from rules_corpus import views_diff

    monkeypatch.setattr(views_diff, "PER_PAGE", 2)
    first = client.get(f"/diff/{APRIL}/{JUNE}", {"chapter": "1"}).content.decode()
    assert "Entries 1–2 of 3 (page 1 of 2)" in first and 'href="?chapter=1&amp;page=2"' in first
    second = client.get(f"/diff/{APRIL}/{JUNE}", {"chapter": "1", "page": "2"}).content.decode()
    assert "Entries 3–3 of 3" in second and 'href="/rules/100.3?edition=cr-2026-06-19"' in second
    assert client.get(f"/diff/{APRIL}/{JUNE}", {"chapter": "1", "page": "x"}).status_code == 200  # the first page


def test_a_chapter_the_diff_lacks_is_a_404_naming_its_chapters(client, two_editions):
    response = client.get(f"/diff/{APRIL}/{JUNE}", {"chapter": "9<b>"})
    assert response.status_code == 404
    body = response.content.decode()
    assert "Its chapters: 1." in body and "9<b>" not in body  # what was typed comes back escaped


def test_the_lineage_of_each_pair_is_stored_so_another_process_reads_it(two_editions, search_index_dir, monkeypatch):
    from rules_corpus import editions, lineage
    from rules_corpus.models import Corpus

    assert editions.warm_lineage() == 1
    assert len(list((search_index_dir / "lineage").glob("*.json"))) == 1
    editions._matches.cache_clear()
    editions._inverted.cache_clear()
    monkeypatch.setattr(lineage, "match", lambda *args: pytest.fail("matched again instead of read"))
    april, june = Corpus.objects.get(slug=APRIL), Corpus.objects.get(slug=JUNE)
    assert editions.lineage_between(june, april)["100.1c"] == "100.1b"
