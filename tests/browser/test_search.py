"""A judge searches the rules in Debian's chromium: live as they type, and without JavaScript."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_for_htmx

pytestmark = pytest.mark.django_db(transaction=True)

QUESTION = "when can I cast an instant"
ANSWER = "408.1d"  # the seed excerpt's rule on when instants may be played


def test_typing_a_question_shows_live_results_and_the_first_opens_the_rule(page, seeded_live_server):
    page.goto(f"{seeded_live_server.url}/search")
    box = page.locator("#search-q")
    box.press_sequentially(QUESTION, delay=15)
    first = page.locator("#search-results .result-link").first
    expect(first).to_have_text(re.compile(rf"^{re.escape(ANSWER)}"))
    wait_for_htmx(page)
    expect(page).to_have_url(re.compile(r"/search\?q=when(\+|%20)can(\+|%20)I(\+|%20)cast(\+|%20)an(\+|%20)instant$"))
    expect(page.locator("#search-results mark").first).to_be_visible()
    first.click()
    expect(page).to_have_url(f"{seeded_live_server.url}/rules/{ANSWER}")


def test_typing_in_the_search_box_logs_no_error_to_the_console(page, seeded_live_server):
    errors = []
    # the favicon is another change's (issue 15 leaves /favicon.ico to it)
    page.on("console", lambda msg: errors.append(msg.text)
            if msg.type == "error" and not msg.location.get("url", "").endswith("/favicon.ico") else None)
    page.goto(f"{seeded_live_server.url}/search")
    page.locator("#search-q").press_sequentially("first strike", delay=15)
    wait_for_htmx(page)
    expect(page.locator("#search-results .result-link").first).to_be_visible()
    assert errors == []


def test_without_javascript_the_form_gives_the_same_first_result(browser, seeded_live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{seeded_live_server.url}/search")
    page.locator("#search-q").fill(QUESTION)
    page.locator("#search-form button[type=submit]").click()
    expect(page).to_have_url(re.compile(r"/search\?q=when\+can\+I\+cast\+an\+instant$"))
    first = page.locator("#search-results .result-link").first
    expect(first).to_have_text(re.compile(rf"^{re.escape(ANSWER)}"))
    first.click()
    expect(page).to_have_url(f"{seeded_live_server.url}/rules/{ANSWER}")
    context.close()


def test_rule_number_in_the_header_box_jumps_to_the_rule(page, seeded_live_server):
    page.goto(f"{seeded_live_server.url}/rules/")
    page.locator("#nav-q").fill("R 409.1a")
    page.locator("#nav-q").press("Enter")
    expect(page).to_have_url(f"{seeded_live_server.url}/rules/409.1a")


def test_from_the_excerpt_a_judge_searches_its_complete_edition_by_default_and_keeps_searching_it(page, seeded_live_server):
    from rules_corpus.models import Corpus, Rule

    excerpt = Corpus.active()
    full = Corpus.objects.create(slug="complete-2007", name="Comprehensive Rules, February 1, 2007",
                                 effective_date=excerpt.effective_date, rule_count=excerpt.rule_count + 2)
    for position, (number, kind, title, text, parent) in enumerate([
        ("502.9", "rule", "Trample", "Trample", ""),
        ("502.9a", "subrule", "", "Trample is a static ability that modifies the rules for assigning combat damage.", "502.9"),
    ]):
        Rule.objects.create(corpus=full, number=number, kind=kind, title=title, text=text, html=text,
                            parent_number=parent, section_number="502", position=position)
    page.goto(f"{seeded_live_server.url}/search")
    page.locator("#search-q").press_sequentially("trample", delay=15)
    wait_for_htmx(page)
    expect(page.locator("#search-results .result-link").first).to_have_text(re.compile(r"^502\.9a"))
    page.locator("#search-q").press("End")
    page.locator("#search-q").press_sequentially(" damage", delay=15)
    wait_for_htmx(page)
    # the complete edition is the one read by default: no parameter is needed to keep searching it
    expect(page).not_to_have_url(re.compile(r"edition="))
    expect(page.locator("#search-results")).to_contain_text("Searching the complete Comprehensive Rules, February 1, 2007")
    expect(page.locator("#search-results .result-link").first).to_have_text(re.compile(r"^502\.9a"))


@pytest.fixture
def seeded_with_meaning(seeded_live_server, monkeypatch):
    """The seed excerpt with its rules' vectors computed (59 rules, a few seconds), so the
    search is the fused one, as a server has it once its background embedding is done."""
    from rules_corpus.indexing import embed_now
    from rules_corpus.models import Corpus
    from rules_corpus.search import dense, embedding

    if embedding.encoder() is None:
        pytest.skip("the embedding model is not installed")
    assert embed_now(Corpus.active()) is not None
    monkeypatch.setattr(dense, "RECHECK_SECONDS", 0.0)
    return seeded_live_server


def test_with_the_rules_vectors_in_a_typed_question_is_ranked_by_meaning_and_its_first_result_opens(
    page, seeded_with_meaning
):
    page.goto(f"{seeded_with_meaning.url}/search")
    page.locator("#search-q").press_sequentially(QUESTION, delay=15)
    wait_for_htmx(page)
    expect(page.locator("#search-results ol.search-results")).to_have_attribute("data-ranking", "words-and-meaning")
    first = page.locator("#search-results .result-link").first
    expect(first).to_have_text(re.compile(rf"^{re.escape(ANSWER)}"))
    first.click()
    expect(page).to_have_url(f"{seeded_with_meaning.url}/rules/{ANSWER}")
