"""A judge walks glossary → term → rule → chapter → diff, on a desktop and on a phone,
with the seed excerpt active and the complete 2007 edition and two 2026 editions loaded
(June 2026 is read by default: the walk is through the 2007 glossary, `?edition=2007-02-01`)."""
import pytest
from playwright.sync_api import expect

from tests.conftest import shared_cr

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = [{"width": 1280, "height": 900}, {"width": 375, "height": 740}]


@pytest.fixture
def editions_live_server(seeded_live_server):
    from rules_corpus.importer import import_corpus

    paths = [shared_cr(name) for name in (
        "MagicCompRules-20070201.txt", "MagicCompRules-20260417.txt", "MagicCompRules-20260619.txt"
    )]
    import_corpus(paths, keep_active=True)
    from rules_corpus.editions import warm_lineage

    warm_lineage()  # once per pair of editions, ahead of the pages (seconds on a busy machine)
    return seeded_live_server


def test_glossary_term_rule_chapter_and_diff_on_desktop_and_phone(page, editions_live_server):
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    base = editions_live_server.url
    for size in WIDTHS:
        page.set_viewport_size(size)
        page.goto(f"{base}/glossary/?edition=2007-02-01")
        term = page.locator("dt#trample")
        term.scroll_into_view_if_needed()
        expect(term).to_be_visible()
        page.locator("dt#trample + dd a", has_text="502.9").first.click()
        expect(page).to_have_url(f"{base}/rules/502.9?edition=2007-02-01")
        expect(page.locator("h1.rule-heading")).to_contain_text("502.9")
        page.locator(".breadcrumb a", has_text="5 ").first.click()
        expect(page).to_have_url(f"{base}/rules/5?edition=2007-02-01")
        expect(page.locator(".subrules a.rule-number", has_text="502")).to_be_visible()
        page.get_by_role("link", name="Compare", exact=True).click()
        page.locator(".diff-pairs a", has_text="2026-04-17 → 2026-06-19").click()
        expect(page).to_have_url(f"{base}/diff/cr-2026-04-17/cr-2026-06-19")
        # rules matched by their words: 601.5 to 601.7 of April moved down a place, a new 601.5 went in
        expect(page.locator(".diff-summary")).to_contain_text("15 added, 0 removed, 19 changed, 12 moved")
        page.locator(".diff-chapters a", has_text="2. Parts of a Card").click()
        expect(page).to_have_url(f"{base}/diff/cr-2026-04-17/cr-2026-06-19#chapter-2")
        expect(page.locator("#changed-205\\.3g ins").first).to_be_visible()
        expect(page.locator("#moved-601\\.8")).to_contain_text("601.7 → 601.8")
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    assert errors == []
