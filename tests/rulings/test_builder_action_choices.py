"""The builder's fields for choices made during an action (419.9a, 704.5j,
503.10b, 419.1b) and for the choice a permanent made before the scenario: each
is saved into the document, shown again when editing, and a wrong value is
flagged at its field by the engine's own message."""
import json
from pathlib import Path

import pytest
from django.urls import reverse

from rulings.builder_forms import ActionForm, ObjectForm, action_from_form, object_from_form
from rulings.models import Scenario
from tests.rulings.scenario_fixtures import HOSTILE

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}
EXAMPLES = Path(__file__).resolve().parents[2] / "rulings" / "engine" / "scenarios"


def post(client, name, scenario, data, htmx=False, **kwargs):
    url = reverse(name, kwargs={"pk": scenario.pk, **kwargs})
    return client.post(url, data, headers=HTMX if htmx else {})


def add_action(client, scenario, fields, htmx=False):
    data = {"new-action-type": "pass_priority", "new-action-player": "Alice"}
    data.update({f"new-action-{key}": value for key, value in fields.items()})
    return post(client, "rulings:action_add", scenario, data, htmx=htmx)


def fresh(scenario):
    return Scenario.objects.get(pk=scenario.pk).document


def with_action(scenario, action):
    """The scenario with `action` appended (as an import would store it); its index."""
    from rulings.services.store import save_document

    document = fresh(scenario)
    document["actions"].append(action)
    save_document(scenario, document)
    return len(document["actions"]) - 1


def edit_page(client, scenario, i):
    return client.get(reverse("rulings:action_edit", args=[scenario.pk, i])).content.decode()


def round_trip(action, document):
    """The action as editing it in the builder and saving it unchanged stores it."""
    initial = ActionForm.initial_for(action)
    form = ActionForm({k: v for k, v in initial.items() if v not in (None, [], "")}, document=document)
    assert form.is_valid(), form.errors
    return action_from_form(form)


# --- replacement_order (419.9a) ----------------------------------------------------------


def test_a_replacement_order_is_saved_into_the_action(owner_client, scenario):
    add_action(owner_client, scenario, {"replacement_order": "bears, mountain"})
    assert fresh(scenario)["actions"][-1]["replacement_order"] == ["bears", "mountain"]


def test_a_replacement_order_shows_again_when_editing(owner_client, scenario):
    i = with_action(scenario, {"type": "pass_priority", "player": "Alice", "replacement_order": ["bears", "bolt"]})
    assert 'name="action-5-replacement_order" value="bears bolt"' in edit_page(owner_client, scenario, i)


def test_an_unknown_id_in_the_replacement_order_is_flagged_at_its_field_and_kept(owner_client, scenario):
    response = add_action(owner_client, scenario, {"replacement_order": "bears goblin"})
    page = response.content.decode()
    assert response.status_code == 422
    assert 'id="id_new-action-replacement_order_error"' in page
    assert "no object &quot;goblin&quot;" in page
    assert 'value="bears goblin"' in page
    assert len(fresh(scenario)["actions"]) == 5


# --- legend_keep (704.5j) ------------------------------------------------------------------


def test_the_legends_kept_are_saved_into_the_action(owner_client, scenario):
    add_action(owner_client, scenario, {"legend_keep": "bears"})
    assert fresh(scenario)["actions"][-1]["legend_keep"] == ["bears"]


def test_the_legends_kept_show_again_when_editing(owner_client, scenario):
    i = with_action(scenario, {"type": "pass_priority", "player": "Alice", "legend_keep": ["bears"]})
    assert 'name="action-5-legend_keep" value="bears"' in edit_page(owner_client, scenario, i)


def test_an_unknown_legend_kept_is_flagged_at_its_field(owner_client, scenario):
    response = add_action(owner_client, scenario, {"legend_keep": "tomoya"})
    page = response.content.decode()
    assert 'id="id_new-action-legend_keep_error"' in page and "no object &quot;tomoya&quot;" in page
    assert 'value="tomoya"' in page


# --- copy_targets (503.10b) ----------------------------------------------------------------


def test_rows_without_a_copy_number_are_the_next_copies_of_their_spell(owner_client, scenario):
    add_action(owner_client, scenario, {"copy_spell_0": "bolt", "copy_target_0": "Bob",
                                        "copy_spell_1": "bolt", "copy_target_1": "bears"})
    assert fresh(scenario)["actions"][-1]["copy_targets"] == {"bolt": [["Bob"], ["bears"]]}


def test_rows_with_one_copy_number_give_that_copy_several_targets(owner_client, scenario):
    add_action(owner_client, scenario, {"copy_spell_0": "bolt", "copy_number_0": "2", "copy_target_0": "Bob",
                                        "copy_spell_1": "bolt", "copy_number_1": "2", "copy_target_1": "bears"})
    assert fresh(scenario)["actions"][-1]["copy_targets"] == {"bolt": [[], ["Bob", "bears"]]}


def test_copy_targets_show_again_when_editing(owner_client, scenario):
    i = with_action(scenario, {"type": "pass_priority", "player": "Alice", "copy_targets": {"bolt": [["bears"]]}})
    page = edit_page(owner_client, scenario, i)
    assert '<select name="action-5-copy_spell_0" id="id_action-5-copy_spell_0"><option value="">—</option>' in page
    assert '<option value="bolt" selected>' in page
    assert 'name="action-5-copy_number_0" value="1"' in page
    assert round_trip(fresh(scenario)["actions"][i], fresh(scenario)) == fresh(scenario)["actions"][i]


def test_copy_targets_with_a_copy_that_keeps_its_targets_round_trip(scenario):
    action = {"type": "pass_priority", "player": "Alice", "copy_targets": {"bolt": [[], ["Bob"]], "bears": [["Alice"]]}}
    assert round_trip(action, scenario.document) == action


def test_a_new_target_without_its_spell_is_flagged_at_the_spell(owner_client, scenario):
    response = add_action(owner_client, scenario, {"copy_target_0": "Bob"})
    assert 'id="id_new-action-copy_spell_0_error"' in response.content.decode()
    assert len(fresh(scenario)["actions"]) == 5


def test_a_new_target_that_is_no_object_gets_the_engines_message_at_its_row(owner_client, scenario):
    response = add_action(owner_client, scenario, {"copy_spell_0": "bolt", "copy_target_0": "goblin"})
    page = response.content.decode()
    assert 'id="id_new-action-copy_target_0_error"' in page and "no object &quot;goblin&quot;" in page
    assert '<option value="goblin" selected>' in page
    assert len(fresh(scenario)["actions"]) == 5


def test_a_choice_for_no_object_gets_the_engines_message_at_its_permanent(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_object_0": "ghost", "choose_color_0": "red"})
    page = response.content.decode()
    assert 'id="id_new-action-choose_object_0_error"' in page and "no object &quot;ghost&quot;" in page


def test_an_engine_error_in_copy_targets_names_the_row_of_that_copy_and_target(scenario):
    form = ActionForm({"type": "pass_priority", "player": "Alice",
                       "copy_spell_0": "bolt", "copy_target_0": "Bob",
                       "copy_spell_1": "bears", "copy_target_1": "Bob",
                       "copy_spell_2": "bears", "copy_target_2": "bolt"}, document=scenario.document)
    assert form.is_valid(), form.errors
    field_for = form.field_for_factory(5)
    assert field_for(("actions", 5, "copy_targets", "bears", 1, 0)) == "copy_target_2"
    assert field_for(("actions", 5, "copy_targets", "bears")) == "copy_spell_1"


def test_an_illegal_new_target_of_a_copy_is_flagged_at_the_copy_targets(owner_client, owner):
    from rulings.services.store import create_scenario

    document = json.loads((EXAMPLES / "twincast_a_lightning_bolt.json").read_text())
    i = next(n for n, a in enumerate(document["actions"]) if "copy_targets" in a)
    document["actions"][i]["copy_targets"] = {"bolt": [["twincast"]]}  # a spell on the stack: not "creature or player"
    scenario = create_scenario(owner, document)
    page = edit_page(owner_client, scenario, i)
    assert f'id="id_action-{i}-copy_target_0_error"' in page


# --- choices (419.1b) ----------------------------------------------------------------------


def test_an_as_it_comes_into_play_choice_is_saved_into_the_action(owner_client, scenario):
    add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_color_0": "red",
                                        "choose_object_1": "bears", "choose_creature_type_1": "Goblin"})
    assert fresh(scenario)["actions"][-1]["choices"] == {"bears": {"color": "red", "creature_type": "Goblin"}}


def test_the_colors_offered_are_the_engines_in_wubrg_order(scenario):
    from rulings.engine.choices import COLOR_ORDER

    offered = [value for value, _ in ActionForm(document=scenario.document).fields["choose_color_0"].choices]
    assert offered == ["", *COLOR_ORDER]


def test_a_choice_shows_again_when_editing(owner_client, scenario):
    i = with_action(scenario, {"type": "pass_priority", "player": "Alice", "choices": {"bears": {"color": "green"}}})
    page = edit_page(owner_client, scenario, i)
    assert '<select name="action-5-choose_color_0" id="id_action-5-choose_color_0">' in page
    assert '<option value="green" selected>' in page
    assert round_trip(fresh(scenario)["actions"][i], fresh(scenario)) == fresh(scenario)["actions"][i]


def test_a_color_that_is_not_a_color_gets_the_engines_message_at_its_field_and_is_kept(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_color_0": "purple"})
    page = response.content.decode()
    assert response.status_code == 422
    assert 'id="id_new-action-choose_color_0_error"' in page
    assert "must be one of &quot;white&quot;" in page
    assert '<option value="purple" selected>' in page
    assert len(fresh(scenario)["actions"]) == 5


def test_a_choice_without_its_permanent_is_flagged_at_the_permanent(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_color_0": "red"})
    assert 'id="id_new-action-choose_object_0_error"' in response.content.decode()


def test_a_typed_creature_type_is_shown_escaped(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_color_0": "red", "choose_creature_type_0": HOSTILE})
    page = response.content.decode()
    assert HOSTILE not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_a_forged_object_in_a_choice_row_is_shown_escaped(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_object_0": HOSTILE, "choose_color_0": HOSTILE})
    page = response.content.decode()
    assert response.status_code == 422
    assert HOSTILE not in page
    assert 'id="id_new-action-choose_object_0_error"' in page


def test_with_htmx_a_bad_choice_answers_with_the_actions_section(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_color_0": "mauve"}, htmx=True)
    assert response.status_code == 200
    assert 'id="id_new-action-choose_color_0_error"' in response.content.decode()
    assert "HX-Request" in response["Vary"]


# --- the object's chosen (419.1b, before the scenario) --------------------------------------


def edit_bears(client, scenario, **fields):
    data = {"object-2-card": "Grizzly Bears", "object-2-id": "bears", "object-2-owner": "Bob", "object-2-zone": "in_play"}
    data.update({f"object-2-{key}": value for key, value in fields.items()})
    return post(client, "rulings:object_edit", scenario, data, i=2)


def test_a_permanents_chosen_color_is_saved_into_the_object(owner_client, scenario):
    edit_bears(owner_client, scenario, chosen_color="green", chosen_creature_type="Elf")
    assert fresh(scenario)["objects"][2]["chosen"] == {"color": "green", "creature_type": "Elf"}


def test_a_permanents_chosen_color_shows_again_when_editing(owner_client, scenario):
    edit_bears(owner_client, scenario, chosen_color="green")
    page = owner_client.get(reverse("rulings:object_edit", args=[scenario.pk, 2])).content.decode()
    assert '<select name="object-2-chosen_color" id="id_object-2-chosen_color">' in page
    assert '<option value="green" selected>' in page


def test_a_chosen_color_that_is_not_a_color_is_flagged_at_its_field(owner_client, scenario):
    response = edit_bears(owner_client, scenario, chosen_color="teal")
    page = response.content.decode()
    assert 'id="id_object-2-chosen_color_error"' in page and "must be one of" in page
    assert "chosen" not in fresh(scenario)["objects"][2]


def test_a_choice_for_a_card_outside_play_is_flagged_at_its_field(owner_client, scenario):
    response = post(owner_client, "rulings:object_edit", scenario, {
        "object-1-card": "Lightning Bolt", "object-1-id": "bolt", "object-1-owner": "Alice", "object-1-zone": "hand",
        "object-1-chosen_creature_type": "Goblin"}, i=1)
    assert 'id="id_object-1-chosen_creature_type_error"' in response.content.decode()


def test_clearing_the_chosen_fields_removes_the_key(owner_client, scenario):
    edit_bears(owner_client, scenario, chosen_color="green")
    edit_bears(owner_client, scenario)
    assert "chosen" not in fresh(scenario)["objects"][2]


# --- what does not change ------------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_editing_an_example_action_adds_no_empty_keys_and_keeps_these_choices(path):
    document = json.loads(path.read_text())
    keys = ("replacement_order", "legend_keep", "copy_targets", "choices")
    for action in document["actions"]:
        initial = ActionForm.initial_for(action)
        form = ActionForm({k: v for k, v in initial.items() if v not in (None, [], "")}, document=document)
        if not form.is_valid():  # a token the selects can't offer yet: not these fields' concern
            continue
        saved = action_from_form(form)
        assert {k: saved[k] for k in keys if k in saved} == {k: action[k] for k in keys if k in action}


def test_editing_an_object_without_a_choice_adds_no_chosen_key(scenario):
    obj = scenario.document["objects"][2]
    form = ObjectForm({k: v for k, v in ObjectForm.initial_for(obj).items() if v not in (None, [], "")},
                      document=scenario.document)
    assert form.is_valid(), form.errors
    assert object_from_form(form, scenario.document, obj) == obj


def test_renaming_an_object_carries_into_these_choices(owner_client, scenario):
    with_action(scenario, {"type": "pass_priority", "player": "Alice", "replacement_order": ["bears"],
                           "copy_targets": {"bolt": [["bears"]]}, "choices": {"bears": {"color": "red"}}})
    edit_bears(owner_client, scenario, id="grizzly")
    action = fresh(scenario)["actions"][-1]
    assert action["replacement_order"] == ["grizzly"]
    assert action["copy_targets"] == {"bolt": [["grizzly"]]}
    assert action["choices"] == {"grizzly": {"color": "red"}}


def test_the_action_list_says_the_choices_an_action_makes(owner_client, scenario):
    with_action(scenario, {"type": "pass_priority", "player": "Bob", "replacement_order": ["bears", "bolt"],
                           "copy_targets": {"bolt": [[], ["Alice"]]}, "choices": {"bears": {"color": "red"}}})
    page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert "Bob: pass priority [replacement effects in order: bears, bolt] [copy 2 of bolt → Alice] [bears chooses color red]" in page


def test_a_choice_for_a_token_an_instruction_will_make_is_accepted(owner_client, owner):
    from rulings.services.store import create_scenario

    scenario = create_scenario(owner, json.loads((EXAMPLES / "raise_the_alarm_blockers.json").read_text()))
    count = len(scenario.document["actions"])
    add_action(owner_client, scenario, {"choose_object_0": "soldier-2", "choose_creature_type_0": "Soldier"})
    actions = fresh(scenario)["actions"]
    assert len(actions) == count + 1 and actions[-1]["choices"] == {"soldier-2": {"creature_type": "Soldier"}}


# --- the cards a replacement returns (419.9b), dredge (502.47a), cleanup discards (314.1) ---------


def test_the_cards_a_replacement_returns_and_a_dredge_are_saved_into_the_action(owner_client, scenario):
    add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_cards_0": "bolt, mountain",
                                        "choose_object_1": "bolt", "choose_dredge_1": "on"})
    assert fresh(scenario)["actions"][-1]["choices"] == {"bears": {"cards": ["bolt", "mountain"]}, "bolt": {"dredge": True}}


def test_cards_returned_and_a_dredge_show_again_when_editing_and_round_trip(owner_client, scenario):
    i = with_action(scenario, {"type": "pass_priority", "player": "Alice",
                               "choices": {"bears": {"cards": ["bolt"]}, "mountain": {"dredge": True}}})
    page = edit_page(owner_client, scenario, i)
    assert 'name="action-5-choose_cards_0" value="bolt"' in page
    assert 'name="action-5-choose_dredge_1" id="id_action-5-choose_dredge_1" checked' in page
    assert round_trip(fresh(scenario)["actions"][i], fresh(scenario)) == fresh(scenario)["actions"][i]


def test_a_returned_card_that_is_no_object_gets_the_engines_message_at_its_field(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_cards_0": "ghost"})
    page = response.content.decode()
    assert response.status_code == 422
    assert 'id="id_new-action-choose_cards_0_error"' in page and "no object &quot;ghost&quot;" in page
    assert 'value="ghost"' in page


def test_the_cards_a_scry_puts_back_on_top_are_saved_shown_and_round_trip(owner_client, scenario):
    add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_cards_0": "bolt", "choose_top_0": "mountain bears",
                                        "choose_bottom_0": "bears"})
    assert fresh(scenario)["actions"][-1]["choices"] == {"bears": {"cards": ["bolt"], "top": ["mountain", "bears"], "bottom": ["bears"]}}
    i = len(fresh(scenario)["actions"]) - 1
    page = edit_page(owner_client, scenario, i)
    assert 'name="action-{}-choose_top_0" value="mountain bears"'.format(i) in page
    assert 'name="action-{}-choose_bottom_0" value="bears"'.format(i) in page
    assert round_trip(fresh(scenario)["actions"][i], fresh(scenario)) == fresh(scenario)["actions"][i]


def test_declining_a_you_may_search_is_saved_shown_and_round_trips(owner_client, scenario):
    add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_search_0": "no"})
    assert fresh(scenario)["actions"][-1]["choices"] == {"bears": {"search": False}}
    i = len(fresh(scenario)["actions"]) - 1
    assert '<option value="no" selected>' in edit_page(owner_client, scenario, i)
    assert round_trip(fresh(scenario)["actions"][i], fresh(scenario)) == fresh(scenario)["actions"][i]


def test_a_card_put_back_on_top_that_is_no_object_gets_the_engines_message_at_its_field(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_top_0": "ghost"})
    page = response.content.decode()
    assert response.status_code == 422 and 'id="id_new-action-choose_top_0_error"' in page


def test_the_cards_discarded_in_cleanup_are_saved_shown_and_flagged(owner_client, scenario):
    add_action(owner_client, scenario, {"discard": "bolt mountain"})
    action = fresh(scenario)["actions"][-1]
    assert action["discard"] == ["bolt", "mountain"]
    assert 'value="bolt mountain"' in edit_page(owner_client, scenario, len(fresh(scenario)["actions"]) - 1)
    response = add_action(owner_client, scenario, {"discard": "ghost"})
    assert response.status_code == 422 and 'id="id_new-action-discard_error"' in response.content.decode()


def test_renaming_a_card_carries_into_the_cards_a_replacement_returns(owner_client, scenario):
    with_action(scenario, {"type": "pass_priority", "player": "Alice", "choices": {"bolt": {"cards": ["bears"]}},
                           "discard": ["bears"]})
    edit_bears(owner_client, scenario, id="grizzly")
    action = fresh(scenario)["actions"][-1]
    assert action["choices"] == {"bolt": {"cards": ["grizzly"]}} and action["discard"] == ["grizzly"]


def test_the_action_list_says_the_cards_returned_the_dredge_and_the_discards(owner_client, scenario):
    with_action(scenario, {"type": "pass_priority", "player": "Bob", "discard": ["bolt"],
                           "choices": {"bears": {"cards": ["bolt"]}, "mountain": {"dredge": True}}})
    page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert "[discards to seven: bolt] [bears chooses cards returned bolt] [mountain chooses to dredge it]" in page


def test_a_kicked_spell_shows_again_when_editing_and_round_trips(owner_client, scenario):
    i = with_action(scenario, {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"], "kicked": True})
    page = edit_page(owner_client, scenario, i)
    assert 'name="action-5-kicked" id="id_action-5-kicked" checked' in page
    assert round_trip(fresh(scenario)["actions"][i], fresh(scenario))["kicked"] is True


def test_a_source_of_your_choice_is_saved_shown_again_and_follows_a_rename(owner_client, scenario):
    add_action(owner_client, scenario, {"choose_object_0": "bolt", "choose_source_0": "bears"})
    assert fresh(scenario)["actions"][-1]["choices"] == {"bolt": {"source": "bears"}}
    i = len(fresh(scenario)["actions"]) - 1
    assert round_trip(fresh(scenario)["actions"][i], fresh(scenario)) == fresh(scenario)["actions"][i]
    edit_bears(owner_client, scenario, id="grizzly")
    assert fresh(scenario)["actions"][-1]["choices"] == {"bolt": {"source": "grizzly"}}


# --- "you may", "unless ... pays" and coin flips (413.2c / 608.2d, 511.1 / 705.2) -------------


def test_a_may_a_pays_and_a_coin_flip_are_saved_into_the_action(owner_client, scenario):
    add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_may_0": "yes", "choose_pays_0": "no",
                                        "choose_flip_0": "lost"})
    assert fresh(scenario)["actions"][-1]["choices"] == {"bears": {"may": True, "pays": False, "flip": "lost"}}


def test_a_coin_flip_shows_again_when_editing(owner_client, scenario):
    i = with_action(scenario, {"type": "pass_priority", "player": "Alice", "choices": {"bears": {"flip": "won", "may": False}}})
    page = edit_page(owner_client, scenario, i)
    assert f'<option value="won" selected>won the flip</option>' in page
    assert f'name="action-{i}-choose_may_0"' in page and '<option value="no" selected>' in page


def test_a_coin_flip_that_is_neither_won_nor_lost_gets_the_engines_message_at_its_field(owner_client, scenario):
    response = add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_flip_0": "heads"})
    assert response.status_code == 422
    form = response.context["action_form"]
    assert 'must be one of "won", "lost"' in " ".join(form.errors["choose_flip_0"])


def test_the_action_list_says_a_may_and_a_coin_flip_in_words(owner_client, scenario):
    with_action(scenario, {"type": "pass_priority", "player": "Alice", "choices": {"bears": {"may": True, "flip": "lost"}}})
    page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert "[bears chooses to do what it may, a coin flip it lost]" in page


def test_a_die_roll_is_saved_into_the_action_and_shows_again(owner_client, scenario):
    add_action(owner_client, scenario, {"choose_object_0": "bears", "choose_roll_0": "17"})
    actions = fresh(scenario)["actions"]
    assert actions[-1]["choices"] == {"bears": {"roll": 17}}
    page = edit_page(owner_client, scenario, len(actions) - 1)
    assert f'name="action-{len(actions) - 1}-choose_roll_0" value="17"' in page
