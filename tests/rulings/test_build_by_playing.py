"""Build by playing: the owner's step page offers what the rules allow next, and
choosing one inserts it there and shows the next step."""
import json

import pytest
from django.urls import reverse

from rulings.models import Scenario
from rulings.services import playing
from tests.rulings.scenario_fixtures import make_document

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]

PASS_ALICE = {"type": "pass_priority", "player": "Alice"}


def step_url(scenario, n):
    return reverse("rulings:step", args=[scenario.pk, n])


def play_url(scenario, n):
    return reverse("rulings:play_next", args=[scenario.pk, n])


def offered(scenario, n):
    return playing.next_actions(Scenario.objects.get(pk=scenario.pk).document, n)


def test_the_owner_sees_the_legal_actions_grouped_with_a_csrf_form_each(owner_client, scenario):
    page = owner_client.get(step_url(scenario, 1)).content.decode()
    assert "What can happen next" in page
    for group in ("Pass", "Spells", "Abilities"):
        assert f"<h3>{group}</h3>" in page
    assert "Alice plays Lightning Bolt targeting Grizzly Bears (paying with Mountain)" in page
    assert page.count('name="csrfmiddlewaretoken"') >= offered(scenario, 1).count


def test_a_reader_who_is_not_the_owner_is_offered_nothing(client, scenario, stranger):
    assert "What can happen next" not in client.get(step_url(scenario, 1)).content.decode()
    client.force_login(stranger)
    assert "What can happen next" not in client.get(step_url(scenario, 1)).content.decode()


def test_choosing_an_action_inserts_it_after_the_step_and_shows_the_next_step(owner_client, scenario):
    choice = next(c for _, _, cs in offered(scenario, 1).groups for c in cs if c.action == PASS_ALICE)
    response = owner_client.post(play_url(scenario, 1), {"action": choice.value})
    assert response.status_code == 302 and response["Location"] == step_url(scenario, 2)
    actions = Scenario.objects.get(pk=scenario.pk).document["actions"]
    assert actions[1] == PASS_ALICE and len(actions) == 6


def test_with_htmx_the_choice_answers_with_the_next_step_and_its_url(owner_client, scenario):
    choice = next(c for _, _, cs in offered(scenario, 1).groups for c in cs if c.action == PASS_ALICE)
    response = owner_client.post(play_url(scenario, 1), {"action": choice.value}, HTTP_HX_REQUEST="true")
    page = response.content.decode()
    assert response.status_code == 200 and response["HX-Push-Url"] == step_url(scenario, 2)
    assert page.strip().startswith('<div id="replay"') and "Alice passes priority" in page


def test_an_action_not_offered_is_refused_and_nothing_changes(owner_client, scenario):
    before = Scenario.objects.get(pk=scenario.pk).document
    junk = json.dumps({"type": "play_land", "player": "Bob", "object": "bears"})
    response = owner_client.post(play_url(scenario, 1), {"action": junk})
    assert response.status_code == 422 and "not one the rules allow" in response.content.decode()
    assert Scenario.objects.get(pk=scenario.pk).document == before


def test_a_stranger_cannot_choose_and_a_visitor_is_sent_to_log_in(client, scenario, stranger):
    before = Scenario.objects.get(pk=scenario.pk).document
    data = {"action": json.dumps(PASS_ALICE)}
    assert client.post(play_url(scenario, 1), data).status_code == 302
    client.force_login(stranger)
    assert client.post(play_url(scenario, 1), data).status_code in (403, 404)  # 404: a private scenario
    assert Scenario.objects.get(pk=scenario.pk).document == before


def test_later_actions_the_choice_makes_illegal_are_flagged_with_a_link_to_their_field(owner_client, scenario):
    # Alice taps the Mountain for mana right after playing it: the later tap (step 2) is now refused
    choice = next(c for _, _, cs in offered(scenario, 1).groups for c in cs
                  if c.action == {"type": "activate_ability", "player": "Alice", "object": "mountain"})
    assert playing.choose(Scenario.objects.get(pk=scenario.pk), 1, choice.value) == [2]
    page = owner_client.get(step_url(scenario, 2)).content.decode()
    assert "Later steps the rules refuse" in page
    edit = reverse("rulings:action_edit", args=[scenario.pk, 2])
    assert f'href="{edit}#action-2"' in page


def test_a_mana_ability_with_a_choice_and_a_shock_land_are_offered_once_per_choice():
    """Each type of mana "{T}: Add {W} or {U}" can make (608.2d), and a shock land
    played paying life or not (614.12a), each its own labelled action."""
    dual = {"name": "Azure Plain", "types": ["Land"], "abilities": [{"kind": "activated", "cost": {"tap": True},
            "effect": [{"do": "add_mana", "one_of": ["{W}", "{U}"]}], "text": "{T}: Add {W} or {U}."}]}
    shock = {"name": "Shock Land", "types": ["Land"], "abilities": [{"kind": "static", "comes_into_play": {"pay_life": 2}}]}
    document = {"format": 1, "name": "choices", "players": [{"name": "Alice"}, {"name": "Bob"}],
                "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"},
                "objects": [{"id": "dual", "card": dual, "owner": "Alice", "zone": "in_play"},
                            {"id": "shock", "card": shock, "owner": "Alice", "zone": "hand"}], "actions": []}
    labels = [c.label for _, _, choices in playing.next_actions(document, 0).groups for c in choices]
    assert sum("(for {W})" in label for label in labels) == 1 and sum("(for {U})" in label for label in labels) == 1
    assert sum("Shock Land" in label for label in labels) == 2
    assert sum("Shock Land" in label and "(paying life)" in label for label in labels) == 1
