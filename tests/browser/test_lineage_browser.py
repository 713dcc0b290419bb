"""A judge follows a 2007 rule to its 2026 number through its history, then reads the
2007 -> 2026 diff a chapter and a page at a time, on a desktop and on a phone."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_editions_browser import WIDTHS, editions_live_server  # noqa: F401

pytestmark = pytest.mark.django_db(transaction=True)


def test_history_leads_to_the_renumbered_rule_and_the_diff_pages_by_chapter(page, editions_live_server):  # noqa: F811
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    base = editions_live_server.url
    for size in WIDTHS:
        page.set_viewport_size(size)
        page.goto(f"{base}/rules/408.1c?edition=2007-02-01")
        history = page.locator(".rule-history")
        expect(history).to_contain_text("renumbered from 408.1c")
        history.locator('a[href="/rules/117.3a?edition=2026-06-19"]').click()
        expect(page).to_have_url(f"{base}/rules/117.3a?edition=2026-06-19")
        expect(page.locator("h1.rule-heading")).to_contain_text("117.3a")
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
        page.goto(f"{base}/diff/cr-2007-02-01/cr-2026-06-19")
        page.locator(".diff-chapters a", has_text=re.compile(r"^7\. ")).click()
        expect(page).to_have_url(f"{base}/diff/cr-2007-02-01/cr-2026-06-19?chapter=7")
        expect(page.locator(".diff-pages").first).to_contain_text("Entries 1–150 of")
        page.locator(".diff-pages a[rel=next]").first.click()
        expect(page).to_have_url(f"{base}/diff/cr-2007-02-01/cr-2026-06-19?chapter=7&page=2")
        expect(page.locator(".diff-pages").first).to_contain_text("Entries 151–300 of")
        assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]
    assert errors == []
