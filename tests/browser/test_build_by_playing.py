"""Build by playing, in Debian's chromium: from an empty scenario and five cards,
"Bob bolts the Bears in response to Giant Growth" is built by choosing only the
actions the replay offers, each shown at once."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_for_htmx
from tests.browser.test_scenario_journey import add_object, sign_up

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]


def choose(page, label, step):
    page.locator(".next-actions").get_by_role("button", name=label, exact=True).click()
    wait_for_htmx(page)
    expect(page).to_have_url(re.compile(rf"/steps/{step}$"))
    expect(page.locator(".step-position")).to_contain_text(f"Step {step}")


def test_bob_bolts_the_bears_in_response_to_giant_growth_by_choosing_offered_actions(page, seeded_live_server):
    url = seeded_live_server.url
    sign_up(page, url, "judge_bo")
    page.goto(f"{url}/scenarios/new")
    page.fill("#id_name", "Bob bolts the Bears in response to Giant Growth")
    page.fill("#id_question", "Does Giant Growth save the Bears?")
    page.get_by_role("button", name="Create and set up").click()
    # left to their type: a creature and a land go in play, a spell in hand
    add_object(page, "Grizzly Bears", "Alice", "")
    add_object(page, "Forest", "Alice", "")
    add_object(page, "Giant Growth", "Alice", "")
    add_object(page, "Mountain", "Bob", "in_play")
    add_object(page, "Lightning Bolt", "Bob", "hand")
    expect(page.locator(".action-list > li")).to_have_count(0)

    page.get_by_role("link", name="Run the scenario").first.click()
    expect(page.locator(".next-actions")).to_contain_text("Alice must act")
    expect(page.locator(".choice-group-spells")).to_contain_text("Giant Growth")
    # a new scenario is played under the June 2026 rules: spells are cast (601)
    choose(page, "Alice casts Giant Growth targeting Grizzly Bears (paying with Forest)", 1)
    expect(page.locator(".step-summary")).to_contain_text("Alice casts Giant Growth")
    choose(page, "Alice passes priority", 2)
    expect(page.locator(".next-actions")).to_contain_text("Bob must act")
    choose(page, "Bob casts Lightning Bolt targeting Grizzly Bears (paying with Mountain)", 3)
    choose(page, "Bob passes priority", 4)
    choose(page, "Alice passes priority", 5)  # the Bolt resolves; the Bears die
    expect(page.locator(".step-detail")).to_contain_text("Grizzly Bears")
    choose(page, "Alice passes priority", 6)
    choose(page, "Bob passes priority", 7)  # Giant Growth has no legal target left
    expect(page.locator(".step-detail")).to_contain_text("Giant Growth")
    expect(page.locator(".zone-graveyard li", has_text="Grizzly Bears")).to_have_count(1)
    expect(page.locator(".zone-graveyard li", has_text="Giant Growth")).to_have_count(1)
    expect(page.locator(".zone-in_play li", has_text="Grizzly Bears")).to_have_count(0)

    page.goto(page.url.split("/steps/")[0].replace("/scenarios/", "/scenarios/") + "/edit")
    expect(page.locator(".action-list > li")).to_have_count(7)
