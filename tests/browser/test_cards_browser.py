"""The card pages in a browser, at desktop width and at 390 px: search, a card with faces."""
import pytest
from playwright.sync_api import expect

from tests.cards.conftest import MTGJSON

WIDTHS = [1280, 390]


@pytest.fixture
def card_server(live_server, db):
    from cards.importer import import_cards

    import_cards(MTGJSON)
    return live_server


@pytest.fixture
def console_errors(page):
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


@pytest.mark.parametrize("width", WIDTHS)
def test_search_as_you_type_finds_a_misspelt_card(page, card_server, console_errors, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{card_server.url}/cards/")
    page.fill("#card-q", "lightnig bolt")
    expect(page.locator(".card-result").first).to_contain_text("Lightning Bolt")
    page.locator(".card-result .card-name").first.click()
    expect(page.locator("h1")).to_contain_text("Lightning Bolt")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert console_errors == []


@pytest.mark.parametrize("width", WIDTHS)
def test_card_with_faces_fits_the_screen(page, card_server, console_errors, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(f"{card_server.url}/cards/bonecrusher%20giant")
    expect(page.locator(".card-face")).to_have_count(2)
    expect(page.locator(".card-face").nth(1)).to_contain_text("Stomp")
    expect(page.locator(".card-title .mana").first).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert console_errors == []


def test_search_works_without_javascript(browser, card_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{card_server.url}/cards/")
    page.fill("#card-type", "creature")
    page.fill("#card-text", "flying")
    page.get_by_role("button", name="Search").click()
    expect(page.locator(".card-results")).to_contain_text("Serra Angel")
    context.close()
