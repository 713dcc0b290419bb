"""A judge reads a rule, follows a cross-reference and sees the backlink, in Debian's chromium."""
import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.django_db(transaction=True)


def test_open_a_rule_follow_a_cross_link_and_see_the_backlink(page, seeded_live_server):
    page.goto(f"{seeded_live_server.url}/rules/407.2")
    expect(page.locator("h1.rule-heading")).to_contain_text("407.2")
    page.locator(".rule-card .rule-text a.rule-ref", has_text="405.2").first.click()
    expect(page).to_have_url(f"{seeded_live_server.url}/rules/405.2")
    expect(page.locator(".rule-card")).to_contain_text("characteristic-setting abilities")
    backlink = page.locator(".cited-by a", has_text="407.2")
    expect(backlink).to_be_visible()
    backlink.click()
    expect(page).to_have_url(f"{seeded_live_server.url}/rules/407.2")


def test_contents_leads_to_a_rule_in_one_click_from_any_page(page, seeded_live_server):
    page.goto(f"{seeded_live_server.url}/rules/409.1b")
    page.get_by_role("link", name="Rules", exact=True).click()
    expect(page.locator("h1")).to_have_text("Contents")
    page.locator(".toc a", has_text="408.1").first.click()
    expect(page).to_have_url(f"{seeded_live_server.url}/rules/408.1")


def test_rule_page_reads_on_a_phone(page, seeded_live_server):
    page.set_viewport_size({"width": 375, "height": 740})
    page.goto(f"{seeded_live_server.url}/rules/408.1b")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375
