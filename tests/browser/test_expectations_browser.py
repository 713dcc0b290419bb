"""The expected ruling in Debian's chromium, at desktop and 390 px: the last step
and the overview show each expectation met or not, without a console error."""
import pytest
from playwright.sync_api import expect

from tests.rulings.scenario_fixtures import make_document

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]

SIZES = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}


@pytest.fixture
def expecting(owner):
    from rulings.models import Visibility
    from rulings.services import sharing, store

    scenario = store.create_scenario(owner, make_document(expect={"zones": {"bears": "graveyard"}, "life": {"Bob": 17}}))
    sharing.set_visibility(scenario, Visibility.PUBLIC)
    return scenario


@pytest.mark.parametrize("size", SIZES)
def test_the_last_step_and_the_overview_show_the_expected_ruling(page, live_server, expecting, size):
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.set_viewport_size(SIZES[size])
    page.goto(f"{live_server.url}/scenarios/{expecting.pk}/")
    box = page.locator(".expectations")
    expect(box).to_contain_text("1 of 2 expectations met: not all met.")
    expect(box.locator(".expectation.met")).to_contain_text("Grizzly Bears is in the graveyard")
    expect(box.locator(".expectation.unmet")).to_contain_text("(the replay: Bob has 20 life)")
    page.goto(f"{live_server.url}/scenarios/{expecting.pk}/steps/5")
    expect(page.locator(".step-detail .expectations")).to_contain_text("Bob has 17 life")
    if size == "phone":
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES["phone"]["width"]
    page.goto(f"{live_server.url}/scenarios/{expecting.pk}/steps/4")
    expect(page.locator(".step-detail")).to_be_visible()
    expect(page.locator(".expectations")).to_have_count(0)
    assert errors == []
