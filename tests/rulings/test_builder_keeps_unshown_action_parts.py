"""Editing an action in the builder keeps what its form has no field for (an imported action's
`choices` entries such as "cast" or "exploit", a cost's `pay.discard`), says so on the
form, and saves the fields the judge did change."""
import pytest
from django.urls import reverse

from rulings.builder_forms import ActionForm, keep_unshown, unshown
from rulings.models import Scenario
from tests.rulings.scenario_fixtures import HOSTILE

pytestmark = pytest.mark.django_db


def store(scenario, action) -> int:
    from rulings.services.store import save_document

    document = Scenario.objects.get(pk=scenario.pk).document
    document["actions"].append(action)
    save_document(scenario, document)
    return len(document["actions"]) - 1


def save_edit(client, scenario, i, action, **changes):
    initial = {k: v for k, v in ActionForm.initial_for(action).items() if v not in (None, [], "", False)}
    data = {f"action-{i}-{k}": v for k, v in {**initial, **changes}.items()}
    return client.post(reverse("rulings:action_edit", args=[scenario.pk, i]), data)


def test_saving_an_edit_keeps_choices_the_form_does_not_show(owner_client, scenario):
    action = {"type": "pass_priority", "player": "Bob", "choices": {"bears": {"cast": True, "flip": "won", "color": "red"}}}
    i = store(scenario, action)
    response = save_edit(owner_client, scenario, i, action, note="checked at the table")
    assert response.status_code == 302
    saved = Scenario.objects.get(pk=scenario.pk).document["actions"][i]
    assert saved["choices"] == {"bears": {"cast": True, "flip": "won", "color": "red"}}
    assert saved["note"] == "checked at the table"


def test_the_edit_form_names_what_it_keeps(owner_client, scenario):
    i = store(scenario, {"type": "pass_priority", "player": "Bob", "choices": {"bears": {"cast": False}}})
    page = owner_client.get(reverse("rulings:action_edit", args=[scenario.pk, i])).content.decode()
    assert "<code>choices.bears.cast</code> = <code>false</code>" in page


def test_a_kept_value_is_shown_escaped():
    assert unshown({"type": "pass_priority", "player": "Bob", "choices": {"bears": {"creature_type": "Elf", "cast": HOSTILE}}}) \
        == {"choices.bears.cast": HOSTILE}


def test_a_new_type_of_action_keeps_the_choices_but_not_the_old_types_fields():
    old = {"type": "play_spell", "player": "Alice", "object": "bolt", "modes": [[]], "pay": {"discard": ["x"], "mana": "{R}"},
           "choices": {"bolt": {"cast": False}}}
    new = {"type": "pass_priority", "player": "Alice"}
    assert keep_unshown(old, new) == {"type": "pass_priority", "player": "Alice", "choices": {"bolt": {"cast": False}}}


def test_the_same_type_of_action_keeps_its_other_costs_and_a_mana_abilitys_payment():
    old = {"type": "play_spell", "player": "Alice", "object": "bolt", "modes": [[]], "pay": {"discard": ["x"], "mana": "{R}"},
           "mana_abilities": [{"object": "altar", "ability": 0, "pay": {"sacrifice": ["bears"]}}]}
    new = {"type": "play_spell", "player": "Alice", "object": "bolt", "pay": {"mana": "{R}"},
           "mana_abilities": [{"object": "altar", "ability": 0}]}
    assert keep_unshown(old, new) == {**new, "modes": [[]], "pay": {"discard": ["x"], "mana": "{R}"},
                                      "mana_abilities": [{"object": "altar", "ability": 0, "pay": {"sacrifice": ["bears"]}}]}


def test_a_choice_the_form_shows_is_the_forms_to_change():
    old = {"type": "pass_priority", "player": "Bob", "choices": {"bears": {"color": "red", "may": True, "cast": True}}}
    new = {"type": "pass_priority", "player": "Bob", "choices": {"bears": {"color": "blue"}}}
    assert keep_unshown(old, new)["choices"] == {"bears": {"color": "blue", "cast": True}}
    assert keep_unshown(old, {"type": "pass_priority", "player": "Bob"})["choices"] == {"bears": {"cast": True}}
