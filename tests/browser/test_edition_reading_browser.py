"""A judge lands on the site and reads the June 2026 rules, follows a rule's links
and stays in 2026; switches to 2007 in the header and stays in 2007; on a desktop
and on a phone (390 px, nothing scrolls sideways), with no console error."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_for_htmx
from tests.conftest import shared_cr

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = [{"width": 1280, "height": 900}, {"width": 390, "height": 844}]
NEWEST, OLDEST = "June 19, 2026", "February 1, 2007"


@pytest.fixture
def all_editions_live_server(seeded_live_server):
    """`make run`'s corpora: the seed excerpt (active), the complete 2007 and June 2026 editions."""
    from rules_corpus.importer import import_corpus

    paths = [shared_cr("MagicCompRules-20070201.txt"), shared_cr("MagicCompRules-20260619.txt")]
    import_corpus(paths, keep_active=True)
    return seeded_live_server


def still_in(page, edition: str, width: int) -> None:
    """The header says the edition, the page fits, and a 2007 page keeps its parameter."""
    expect(page.locator(".corpus-reading")).to_contain_text(edition)
    if edition == OLDEST:
        assert "edition=2007-02-01" in page.url
    else:
        assert "edition=" not in page.url
    assert page.evaluate("document.documentElement.scrollWidth") <= width, page.url


def follow(page, locator) -> None:
    locator.first.click()
    page.wait_for_load_state("domcontentloaded")


def test_the_newest_edition_is_read_and_each_edition_keeps_to_itself(page, all_editions_live_server):
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    base = all_editions_live_server.url
    for size in WIDTHS:
        width = size["width"]
        page.set_viewport_size(size)
        # Today's rules: 704.5k from the home page's search box.
        page.goto(base + "/")
        page.fill("#home-q", "704.5k")
        page.press("#home-q", "Enter")
        expect(page).to_have_url(f"{base}/rules/704.5k")
        expect(page.locator(".rule-source")).to_contain_text(NEWEST)
        still_in(page, NEWEST, width)
        follow(page, page.locator(".breadcrumb a", has_text=re.compile(r"^704\.5$")))
        expect(page).to_have_url(f"{base}/rules/704.5")
        still_in(page, NEWEST, width)
        follow(page, page.locator("a[rel=next]"))
        expect(page).to_have_url(f"{base}/rules/704.6")
        still_in(page, NEWEST, width)
        follow(page, page.locator("a[rel=prev]"))
        expect(page).to_have_url(f"{base}/rules/704.5z")
        still_in(page, NEWEST, width)
        page.go_back(), page.go_back(), page.go_back()
        expect(page).to_have_url(f"{base}/rules/704.5k")
        follow(page, page.locator(".cited-by a", has_text="205.4f"))
        expect(page).to_have_url(f"{base}/rules/205.4f")
        still_in(page, NEWEST, width)
        follow(page, page.locator(".rule-card a.glossary-term", has_text="world"))
        expect(page).to_have_url(re.compile(rf"{re.escape(base)}/glossary/#world"))
        expect(page.locator(page.url[page.url.index("#"):].replace("#", "dt#"))).to_be_in_viewport()
        still_in(page, NEWEST, width)
        # The glossary's filter narrows the terms as the judge types.
        page.fill("#glossary-q", "world")
        wait_for_htmx(page)
        expect(page.locator("dt#world-rule")).to_be_visible()
        expect(page.locator("dt#dies")).to_have_count(0)

        # The header's switch: the February 2007 rules, and every link stays there.
        page.select_option("#edition-choice", "2007-02-01")
        expect(page).to_have_url(re.compile(r"/glossary/\?edition=2007-02-01"))
        still_in(page, OLDEST, width)
        expect(page.locator("dt#trample")).to_have_count(1)
        page.fill("#glossary-q", "trample")
        wait_for_htmx(page)
        follow(page, page.locator("dt#trample + dd a.rule-ref", has_text="502.9"))
        expect(page).to_have_url(f"{base}/rules/502.9?edition=2007-02-01")
        still_in(page, OLDEST, width)
        follow(page, page.locator(".breadcrumb a", has_text=re.compile(r"^502 ")))
        expect(page).to_have_url(f"{base}/rules/502?edition=2007-02-01")
        still_in(page, OLDEST, width)
        follow(page, page.locator("a[rel=next]"))
        expect(page).to_have_url(f"{base}/rules/503?edition=2007-02-01")
        still_in(page, OLDEST, width)
        follow(page, page.locator("a[rel=prev]"))
        still_in(page, OLDEST, width)
        page.fill("#nav-q", "409.1a")  # the header's search keeps the edition too
        page.press("#nav-q", "Enter")
        expect(page).to_have_url(f"{base}/rules/409.1a?edition=2007-02-01")
        expect(page.locator(".rule-source")).to_contain_text(OLDEST)
        still_in(page, OLDEST, width)
        follow(page, page.locator(".cited-by a", has_text="409.1i"))
        expect(page).to_have_url(f"{base}/rules/409.1i?edition=2007-02-01")
        still_in(page, OLDEST, width)
        term = page.locator(".rule-card a.glossary-term").first
        slug = term.get_attribute("href").split("#")[1]
        follow(page, term)
        expect(page).to_have_url(f"{base}/glossary/?edition=2007-02-01#{slug}")
        expect(page.locator(f"dt#{slug}")).to_be_in_viewport()
        still_in(page, OLDEST, width)
        follow(page, page.locator(".site-nav a", has_text="Rules"))
        expect(page).to_have_url(f"{base}/rules/?edition=2007-02-01")
        expect(page.locator(".toc a", has_text="408.1").first).to_have_attribute("href", "/rules/408.1?edition=2007-02-01")
        still_in(page, OLDEST, width)
    assert errors == []


def test_no_page_of_the_editions_scrolls_sideways_at_390_px(page, all_editions_live_server):
    base = all_editions_live_server.url
    page.set_viewport_size(WIDTHS[1])
    wide = {}
    for path in ["/", "/rules/", "/rules/704.5k", "/rules/704.5k?edition=2007-02-01", "/rules/420.5?edition=2007-02-01",
                 "/glossary/", "/glossary/?edition=2007-02-01&q=dies", "/corpora/", "/search?q=dies", "/diff/",
                 "/scenarios/"]:
        response = page.goto(base + path)
        assert response.status < 500, path
        wide[path] = page.evaluate("document.documentElement.scrollWidth") - WIDTHS[1]["width"]
    assert {path: px for path, px in wide.items() if px > 0} == {}
