"""Another judge may read a public scenario but is refused its edit page, and can copy it instead."""
import re

import pytest
from playwright.sync_api import expect

# The fast password hasher (tests.rulings.scenario_fixtures) keeps sign-ups quick.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("fast_passwords")]


def test_another_user_is_refused_the_edit_and_offered_a_copy(page, live_server, django_user_model):
    from rulings.services.documents import blank_document
    from rulings.services.sharing import set_visibility
    from rulings.services.store import create_scenario

    author = django_user_model.objects.create_user("author", password="a-long-judge-password")
    scenario = create_scenario(author, blank_document("Author's ruling", ""))
    set_visibility(scenario, "public")
    page.goto(f"{live_server.url}/accounts/signup/")
    page.fill("#id_username", "second_judge")
    page.fill("#id_password1", "a-long-judge-password")
    page.fill("#id_password2", "a-long-judge-password")
    page.get_by_role("button", name="Sign up").click()
    response = page.goto(f"{live_server.url}/scenarios/{scenario.pk}/edit")
    assert response.status == 403
    expect(page.locator("h1")).to_contain_text("not yours to change")
    page.get_by_role("button", name="Copy into my scenarios").click()
    expect(page).to_have_url(re.compile(r"/scenarios/\d+/edit$"))
    assert f"/scenarios/{scenario.pk}/" not in page.url
    expect(page.locator("#id_name")).to_have_value("Author's ruling")
