"""A judge shares a private scenario by link, the link opens it for a logged-out reader,
and once sharing is turned off the old link answers 404."""
import pytest
from playwright.sync_api import expect

from tests.browser.conftest import log_in

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]


def test_share_by_link_open_it_logged_out_then_turn_sharing_off(page, live_server, django_user_model):
    from rulings.services.store import create_scenario
    from tests.rulings.scenario_fixtures import make_document

    django_user_model.objects.create_user("author", password="a-long-judge-password")
    scenario = create_scenario(django_user_model.objects.get(username="author"), make_document(name="An appeal at table 12"))
    url = live_server.url
    number_url = f"{url}/scenarios/{scenario.pk}/"

    # Private: a logged-out reader gets the 404 of a missing scenario.
    assert page.goto(number_url).status == 404

    log_in(page, url, "author", "a-long-judge-password")
    page.goto(number_url)
    expect(page.get_by_text("Private: only you can read this scenario")).to_be_visible()
    page.get_by_label("Shared by link").check()
    page.get_by_role("button", name="Save who may read it").click()
    share_url = page.locator("#share-url").input_value()
    token = share_url.split("/s/")[1].strip("/")
    assert "/scenarios/" not in share_url and len(token) >= 32 and token != str(scenario.pk)  # a token, not the number
    page.get_by_role("button", name="Log out").click()

    # Logged out, the link opens the scenario and its replay; the number still does not.
    assert page.goto(share_url).status == 200
    expect(page.locator("h1")).to_have_text("An appeal at table 12")
    page.get_by_role("link", name="Replay step by step").click()
    expect(page.locator(".step-position")).to_contain_text("Step 0 of")
    assert "/s/" in page.url
    assert page.goto(number_url).status == 404

    # The owner turns sharing off: the old link answers 404.
    log_in(page, url, "author", "a-long-judge-password")
    page.goto(number_url)
    page.get_by_label("Private").check()
    page.get_by_role("button", name="Save who may read it").click()
    expect(page.locator("#share-url")).to_have_count(0)
    page.get_by_role("button", name="Log out").click()
    assert page.goto(share_url).status == 404
