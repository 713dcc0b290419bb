"""The site on a phone (390 px wide): no page scrolls sideways; the replay keeps
its step bar in view, shows the step before the log, and opens a cited rule in
a sheet over the step."""
import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_for_htmx

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def site(live_server, search_index_dir, django_user_model):
    from rules_corpus.importer import import_corpus
    from rulings.models import Scenario
    from rulings.services.store import create_scenario, load_examples

    import_corpus()
    load_examples()
    judge = django_user_model.objects.create_user("judge", password="judge-password-1")
    example = Scenario.objects.filter(example_slug="giant_growth_in_response_to_bolt").get()
    mine = create_scenario(judge, example.document)
    return {"url": live_server.url, "example": example, "mine": mine}


@pytest.fixture
def phone(page):
    page.set_viewport_size(PHONE)
    return page


def sideways(page, url) -> int:
    """How far the page at `url` scrolls sideways (0 when it fits)."""
    response = page.goto(url)
    assert response.status < 400, url
    wait_for_htmx(page)
    return page.evaluate("document.documentElement.scrollWidth") - PHONE["width"]


def log_in(page, base):
    page.goto(base + "/accounts/login/")
    page.fill("input[name=username]", "judge")
    page.fill("input[name=password]", "judge-password-1")
    page.locator("form.stacked-form button[type=submit]").click()
    page.wait_for_load_state("networkidle")


def test_no_main_page_scrolls_sideways_at_390_px(phone, site):
    base, pk, mine = site["url"], site["example"].pk, site["mine"].pk
    reading = ["/", "/rules/", "/rules/407.2", "/rules/409.1", "/glossary/", "/search?q=combat+damage", "/scenarios/",
               f"/scenarios/{pk}/", f"/scenarios/{pk}/steps/0", f"/scenarios/{pk}/steps/3", f"/scenarios/{pk}/compare", "/accounts/login/",
               "/accounts/signup/"]
    wide = {path: sideways(phone, base + path) for path in reading}
    log_in(phone, base)
    for path in [f"/scenarios/{mine}/edit", f"/scenarios/{mine}/", f"/scenarios/{mine}/steps/2", "/scenarios/new",
                 "/scenarios/import"]:
        wide[path] = sideways(phone, base + path)
    assert {path: px for path, px in wide.items() if px > 0} == {}


def test_every_example_share_page_fits_390_px(phone, site):
    from rulings.models import Scenario

    wide = {s.example_slug: sideways(phone, f"{site['url']}/scenarios/{s.pk}/")
            for s in Scenario.objects.filter(example_slug__isnull=False)}
    assert {slug: px for slug, px in wide.items() if px > 0} == {}


def test_the_replay_on_a_phone_shows_the_step_first_and_keeps_the_step_bar_in_view(phone, site):
    phone.goto(f"{site['url']}/scenarios/{site['example'].pk}/steps/2")
    wait_for_htmx(phone)
    detail, log = phone.locator(".step-detail").bounding_box(), phone.locator(".step-log").bounding_box()
    assert detail["y"] < log["y"]
    phone.mouse.wheel(0, 1500)
    phone.wait_for_function("() => window.scrollY > 300")
    bar = phone.locator(".step-nav").bounding_box()
    assert 0 <= bar["y"] < 10  # stuck to the top while the page is scrolled
    scrolled = phone.evaluate("window.scrollY")
    phone.locator('[data-step-nav="next"]').click()
    wait_for_htmx(phone)
    expect(phone.locator(".step-position")).to_contain_text("Step 3")
    assert phone.evaluate("window.scrollY") > 0 and phone.evaluate("window.scrollY") >= scrolled - 400
    assert 0 <= phone.locator(".step-nav").bounding_box()["y"] < 10


def test_a_cited_rule_opens_in_a_sheet_over_the_step_on_a_phone(phone, site):
    phone.goto(f"{site['url']}/scenarios/{site['example'].pk}/steps/1")
    wait_for_htmx(phone)
    expect(phone.locator("[data-rule-sheet]")).to_be_hidden()
    link = phone.locator(".step-detail a.citation").first
    number = link.get_attribute("data-rule")
    link.click()
    wait_for_htmx(phone)
    sheet = phone.locator("[data-rule-sheet]")
    expect(sheet).to_be_visible()
    expect(phone.locator("#rule-panel")).to_contain_text(number)
    box = sheet.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"] + 1  # on screen, over the step
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    phone.locator("[data-rule-sheet-close]").click()
    expect(sheet).to_be_hidden()
