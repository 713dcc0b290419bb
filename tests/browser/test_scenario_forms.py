"""The builder's forms in the browser: errors beside fields, and plain POSTs without JavaScript."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import log_in, wait_for_htmx

# The fast password hasher (tests.rulings.scenario_fixtures) keeps sign-ups quick.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]


@pytest.fixture
def judge_scenario(live_server, django_user_model):
    """A logged-in judge's session cookie and an empty scenario of theirs."""
    from rulings.services.documents import blank_document
    from rulings.services.store import create_scenario

    user = django_user_model.objects.create_user("forms_judge", password="a-long-judge-password")
    return user, create_scenario(user, blank_document("Forms", "Which forms work?"))


def test_an_error_appears_beside_its_field_and_nothing_typed_is_lost(page, live_server, judge_scenario):
    _, scenario = judge_scenario
    log_in(page, live_server.url, "forms_judge")
    page.goto(f"{live_server.url}/scenarios/{scenario.pk}/edit")
    page.fill("#id_question", "Typed but not saved yet")
    form = page.locator("form.add-object")
    form.locator("#id_new-object-card").fill("Mox Diamondz")
    form.locator("#id_new-object-id").fill("mox")
    form.get_by_role("button", name="Add object").click()
    wait_for_htmx(page)
    expect(page.locator("#id_new-object-card_error")).to_be_visible()
    expect(page.locator("#id_new-object-card")).to_have_value("Mox Diamondz")
    expect(page.locator("#id_new-object-id")).to_have_value("mox")
    expect(page.locator("#id_question")).to_have_value("Typed but not saved yet")


def test_the_builder_and_the_replay_work_without_javascript(browser, live_server, judge_scenario):
    _, scenario = judge_scenario
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    try:
        log_in(page, live_server.url, "forms_judge")
        page.goto(f"{live_server.url}/scenarios/{scenario.pk}/edit")
        form = page.locator("form.add-object")
        form.locator("#id_new-object-card").fill("Forest")
        form.locator("#id_new-object-owner").select_option("Alice")
        form.locator("#id_new-object-zone").select_option("hand")
        form.get_by_role("button", name="Add object").click()
        expect(page.locator("#section-objects .object-list")).to_contain_text("Forest")
        for kind, obj in (("play_land", "forest"), ("pass_priority", None)):
            form = page.locator("form.add-action")
            form.locator("#id_new-action-type").select_option(kind)
            form.locator("#id_new-action-player").select_option("Alice")
            if obj:
                form.locator("#id_new-action-object").select_option(obj)
            form.get_by_role("button", name="Add action").click()
        expect(page.locator(".action-list > li")).to_have_count(2)
        page.get_by_role("button", name="Move action 2 up").click()
        expect(page.locator(".action-list > li").first).to_contain_text("pass priority")
        page.get_by_role("link", name="Run the scenario").first.click()
        page.locator('[data-step-nav="next"]').click()
        expect(page).to_have_url(re.compile(r"/steps/1$"))
        expect(page.locator(".step-summary")).to_contain_text("Alice passes priority")
    finally:
        context.close()


def test_an_inline_token_with_protection_is_added_from_the_builder(page, live_server, judge_scenario):
    _, scenario = judge_scenario
    log_in(page, live_server.url, "forms_judge")
    page.goto(f"{live_server.url}/scenarios/{scenario.pk}/edit")
    form = page.locator("form.add-object")
    form.locator("#id_new-object-id").fill("knight_token")
    form.locator("#id_new-object-owner").select_option("Bob")
    form.locator("#id_new-object-zone").select_option("in_play")
    form.locator("#id_new-object-token").check()
    form.locator("details.inline-card summary").click()
    form.locator("#id_new-object-name").fill("Knight")
    form.locator("#id_new-object-types").fill("Creature")
    form.locator("#id_new-object-power").fill("2")
    form.locator("#id_new-object-toughness").fill("2")
    form.locator('input[name="new-object-colors"][value="white"]').check()
    form.locator('input[name="new-object-protection_from"][value="black"]').check()
    form.get_by_role("button", name="Add object").click()
    wait_for_htmx(page)
    expect(page.locator("#section-objects .object-list")).to_contain_text("knight_token Knight (inline), token")
    from rulings.models import Scenario

    card = Scenario.objects.get(pk=scenario.pk).document["objects"][-1]["card"]
    assert {"kind": "keyword", "keyword": "protection", "from": "black"} in card["abilities"]
    assert card["colors"] == ["white"]
