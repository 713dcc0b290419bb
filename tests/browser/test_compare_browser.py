"""The compare page in Debian's chromium: one scenario under the February 2007 and
the June 2026 rules, side by side, each citation opening in its own edition."""
import json

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import wait_for_htmx

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]


@pytest.fixture
def mogg_fanatic(owner):
    from rulings.engine.scenario import SCENARIO_DIR
    from rulings.models import Visibility
    from rulings.services import sharing, store

    document = json.loads((SCENARIO_DIR / "mogg_fanatic_damage_on_the_stack.json").read_text())
    scenario = store.create_scenario(owner, document)
    sharing.set_visibility(scenario, Visibility.PUBLIC)
    return scenario


def test_the_compare_page_shows_both_editions_and_opens_their_rules(page, seeded_live_server, mogg_fanatic):
    page.goto(f"{seeded_live_server.url}/scenarios/{mogg_fanatic.pk}/")
    page.get_by_role("link", name="Compare the 2007 and 2026 rules").click()
    expect(page.locator("h2").first).to_contain_text("They part at step 9")
    sides = page.locator(".comparison-side")
    expect(sides.nth(0)).to_contain_text("Combat damage goes on the stack")
    expect(sides.nth(1)).to_contain_text("Combat damage is dealt at once")
    expect(page.locator(".final-differences")).to_contain_text(
        "Grizzly Bears: in the graveyard under the 2007 rules; on the battlefield under the 2026 rules.")
    # a 2007 rule from the seed excerpt opens beside the comparison (408.1g: combat
    # damage on the stack; the priority after it is 310.1, outside the excerpt)
    sides.nth(0).locator('a.citation[data-rule="408.1g"]').first.click()
    wait_for_htmx(page)
    expect(page.locator("#rule-panel")).to_contain_text("408.1g")
    # the June 2026 edition is not loaded in this server: its link says so
    expect(sides.nth(1)).to_contain_text("are not loaded here")
    sides.nth(1).locator('a.citation[data-rule="510.2"]').first.click()
    wait_for_htmx(page)
    expect(page.locator("#rule-panel")).to_contain_text("effective June 19, 2026 are not loaded here")
