"""The builder: each part of the document is edited on its own, checked by the engine."""
import pytest
from django.urls import reverse

from rulings.models import Scenario


pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def post(client, name, scenario, data, htmx=False, **kwargs):
    url = reverse(name, kwargs={"pk": scenario.pk, **kwargs})
    return client.post(url, data, headers=HTMX if htmx else {})


def fresh(scenario):
    return Scenario.objects.get(pk=scenario.pk).document


def test_a_new_scenario_starts_from_a_name_and_a_question(owner_client, owner):
    response = owner_client.post(reverse("rulings:scenario_new"), {"name": "Morph tricks", "question": "When?"})
    created = Scenario.objects.get(owner=owner)
    assert response.status_code == 302
    assert response["Location"] == reverse("rulings:scenario_edit", args=[created.pk])
    assert created.document["question"] == "When?"


def test_a_new_scenario_is_played_under_the_newest_edition(owner_client, owner):
    from rulings.engine.editions import EDITIONS, NEWEST_RULES
    owner_client.post(reverse("rulings:scenario_new"), {"name": "Today", "question": "?"})
    assert Scenario.objects.get(owner=owner).document["rules"] == NEWEST_RULES == max(EDITIONS) == "2026-06-19"


def test_the_details_form_offers_the_newest_edition_first(owner_client, scenario):
    from rulings.forms import DetailsForm
    assert DetailsForm().fields["rules"].initial == "2026-06-19"


def test_the_action_list_speaks_the_scenarios_edition(owner_client, scenario):
    from rulings.templatetags.rulings_extras import action_text, zone_label
    spell = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"]}
    assert action_text(spell, {"rules": "2026-06-19"}) == "Alice: cast spell bolt → bears"
    assert action_text(spell, {"rules": "2007-02-01"}) == action_text(spell, {}) == "Alice: play spell bolt → bears"
    assert (zone_label("in_play", {"rules": "2026-06-19"}), zone_label("in_play", {})) == ("Battlefield", "In play")


def test_saving_details_changes_the_name(owner_client, scenario):
    response = post(owner_client, "rulings:edit_details", scenario, {"name": "Renamed", "question": "Q?"})
    assert response.status_code == 302
    assert fresh(scenario)["name"] == "Renamed"
    assert Scenario.objects.get(pk=scenario.pk).name == "Renamed"


def test_renaming_a_player_carries_into_turn_objects_and_actions(owner_client, scenario):
    post(owner_client, "rulings:edit_players", scenario,
         {"name_0": "Alicia", "life_0": "18", "name_1": "Bob", "life_1": "20"})
    document = fresh(scenario)
    assert document["players"][0] == {"name": "Alicia", "life": 18}
    assert document["turn"]["active_player"] == "Alicia"
    assert document["objects"][0]["owner"] == "Alicia"
    assert document["actions"][0]["player"] == "Alicia"


def test_a_life_total_that_is_not_a_number_is_shown_next_to_the_life_field(owner_client, scenario):
    response = post(owner_client, "rulings:edit_players", scenario,
                    {"name_0": "Alice", "life_0": "lots", "name_1": "Bob", "life_1": "20"})
    page = response.content.decode()
    assert response.status_code == 422
    assert 'id="id_life_0_error"' in page
    assert 'value="lots"' in page
    assert fresh(scenario)["players"][0]["life"] == 20


def test_an_engine_error_is_shown_next_to_the_field_it_names_and_keeps_the_input(owner_client, scenario):
    response = post(owner_client, "rulings:object_add", scenario,
                    {"new-object-card": "Black Lotus Prime", "new-object-owner": "Alice", "new-object-zone": "hand"})
    page = response.content.decode()
    assert response.status_code == 422
    assert 'id="id_new-object-card_error"' in page
    assert 'value="Black Lotus Prime"' in page
    assert len(fresh(scenario)["objects"]) == 3


def test_adding_a_library_card_makes_an_id_from_its_name(owner_client, scenario):
    post(owner_client, "rulings:object_add", scenario,
         {"new-object-card": "Giant Growth", "new-object-owner": "Bob", "new-object-zone": "hand"})
    added = fresh(scenario)["objects"][-1]
    assert added == {"id": "giant_growth", "card": "Giant Growth", "owner": "Bob", "zone": "hand"}


def test_an_inline_card_is_stored_with_its_characteristics(owner_client, scenario):
    post(owner_client, "rulings:object_add", scenario, {
        "new-object-id": "ogre", "new-object-owner": "Bob", "new-object-zone": "in_play",
        "new-object-name": "Gray Ogre", "new-object-mana_cost": "{2}{R}", "new-object-types": "Creature",
        "new-object-subtypes": "Ogre", "new-object-power": "2", "new-object-toughness": "2",
    })
    added = fresh(scenario)["objects"][-1]
    assert added["card"]["name"] == "Gray Ogre"
    assert (added["card"]["power"], added["card"]["toughness"], added["card"]["types"]) == (2, 2, ["Creature"])


def test_an_object_with_neither_card_nor_name_is_refused_at_the_card_field(owner_client, scenario):
    response = post(owner_client, "rulings:object_add", scenario,
                    {"new-object-owner": "Bob", "new-object-zone": "hand"})
    assert 'id="id_new-object-card_error"' in response.content.decode()


def test_renaming_an_object_carries_into_the_actions(owner_client, scenario):
    post(owner_client, "rulings:object_edit", scenario, {
        "object-1-card": "Lightning Bolt", "object-1-id": "bolt1", "object-1-owner": "Alice", "object-1-zone": "hand",
    }, i=1)
    assert fresh(scenario)["actions"][2]["object"] == "bolt1"


def test_renaming_an_object_carries_into_trigger_targets_and_what_pays_a_cost(owner_client, scenario):
    from rulings.services.store import save_document

    document = fresh(scenario)
    document["actions"] += [
        {"type": "pass_priority", "player": "Alice", "trigger_targets": {"bolt": ["bears"]}},
        {"type": "activate_ability", "player": "Alice", "object": "mountain", "ability": 0,
         "pay": {"sacrifice": ["bears"]}, "mana_abilities": [{"object": "bears"}]},
    ]
    save_document(scenario, document)
    post(owner_client, "rulings:object_edit", scenario, {
        "object-2-card": "Grizzly Bears", "object-2-id": "grizzly", "object-2-owner": "Bob", "object-2-zone": "in_play",
    }, i=2)
    actions = fresh(scenario)["actions"]
    assert actions[-2]["trigger_targets"] == {"bolt": ["grizzly"]}
    assert actions[-1]["pay"] == {"sacrifice": ["grizzly"]}
    assert actions[-1]["mana_abilities"] == [{"object": "grizzly"}]


def test_an_object_an_action_uses_is_not_removed(owner_client, scenario):
    response = post(owner_client, "rulings:object_delete", scenario, {}, i=2)
    assert response.status_code == 422
    assert "still used" in response.content.decode()
    assert len(fresh(scenario)["objects"]) == 3


def test_an_unused_object_is_removed(owner_client, scenario):
    post(owner_client, "rulings:object_add", scenario,
         {"new-object-card": "Forest", "new-object-owner": "Bob", "new-object-zone": "library"})
    post(owner_client, "rulings:object_delete", scenario, {}, i=3)
    assert [o["id"] for o in fresh(scenario)["objects"]] == ["mountain", "bolt", "bears"]


def test_adding_an_action_appends_it(owner_client, scenario):
    post(owner_client, "rulings:action_add", scenario, {
        "new-action-type": "pass_priority", "new-action-player": "Alice",
    })
    assert fresh(scenario)["actions"][-1] == {"type": "pass_priority", "player": "Alice"}


def test_an_action_with_targets_stores_them(owner_client, scenario):
    post(owner_client, "rulings:action_edit", scenario, {
        "action-2-type": "play_spell", "action-2-player": "Alice", "action-2-object": "bolt", "action-2-targets": ["Bob"],
    }, i=2)
    assert fresh(scenario)["actions"][2] == {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"]}


def test_moving_an_action_down_swaps_it_with_the_next(owner_client, scenario):
    before = fresh(scenario)["actions"]
    post(owner_client, "rulings:action_move", scenario, {"direction": "down"}, i=3)
    after = fresh(scenario)["actions"]
    assert (after[3], after[4]) == (before[4], before[3])


def test_moving_the_first_action_up_changes_nothing(owner_client, scenario):
    before = fresh(scenario)["actions"]
    post(owner_client, "rulings:action_move", scenario, {"direction": "up"}, i=0)
    assert fresh(scenario)["actions"] == before


def test_removing_an_action_drops_only_that_one(owner_client, scenario):
    before = fresh(scenario)["actions"]
    post(owner_client, "rulings:action_delete", scenario, {}, i=1)
    assert fresh(scenario)["actions"] == before[:1] + before[2:]


def test_with_htmx_a_change_answers_with_its_section_only(owner_client, scenario):
    response = post(owner_client, "rulings:edit_details", scenario, {"name": "Partial", "question": ""}, htmx=True)
    page = response.content.decode()
    assert response.status_code == 200
    assert page.lstrip().startswith('<section id="section-details"')
    assert "<html" not in page


def test_with_htmx_adding_an_object_also_refreshes_the_actions_out_of_band(owner_client, scenario):
    response = post(owner_client, "rulings:object_add", scenario,
                    {"new-object-card": "Forest", "new-object-owner": "Bob", "new-object-zone": "hand"}, htmx=True)
    page = response.content.decode()
    assert '<section id="section-objects"' in page
    assert '<section id="section-actions" class="builder-section" hx-swap-oob="true"' in page


def test_with_htmx_an_error_answers_with_the_section_and_status_200(owner_client, scenario):
    response = post(owner_client, "rulings:edit_turn", scenario,
                    {"number": "x", "active_player": "Alice", "phase": "precombat_main", "step": ""}, htmx=True)
    assert response.status_code == 200
    assert 'id="id_number_error"' in response.content.decode()


def test_the_edit_form_of_an_action_is_filled_with_it(owner_client, scenario):
    response = owner_client.get(reverse("rulings:action_edit", args=[scenario.pk, 2]))
    page = response.content.decode()
    assert 'name="action-2-object"' in page
    assert '<option value="bolt" selected>' in page


def test_the_card_picker_suggests_library_cards_as_you_type(client):
    response = client.get(reverse("rulings:card_search"), {"new-object-card": "bol", "for": "id_new-object-card"},
                          headers=HTMX)
    page = response.content.decode()
    assert 'data-card-pick="Lightning Bolt"' in page
    assert 'data-card-target="id_new-object-card"' in page


def test_an_object_in_play_keeps_its_controller_counters_and_arrival(owner_client, scenario):
    post(owner_client, "rulings:object_edit", scenario, {
        "object-2-card": "Grizzly Bears", "object-2-id": "bears", "object-2-owner": "Bob", "object-2-zone": "in_play",
        "object-2-controller": "Alice", "object-2-plus_counters": "2", "object-2-arrived_this_turn": "on",
    }, i=2)
    bears = fresh(scenario)["objects"][2]
    assert (bears["controller"], bears["counters"], bears["arrived_this_turn"]) == ("Alice", {"+1/+1": 2}, True)


def test_the_turn_can_start_with_a_player_holding_priority(owner_client, scenario):
    post(owner_client, "rulings:edit_turn", scenario, {
        "number": "3", "active_player": "Alice", "phase": "precombat_main", "step": "", "priority_player": "Bob",
    })
    assert fresh(scenario)["turn"]["priority_player"] == "Bob"


def test_blocks_are_stored_as_blocker_attacker_pairs(owner_client, scenario):
    post(owner_client, "rulings:action_add", scenario, {
        "new-action-type": "declare_blockers", "new-action-player": "Bob",
        "new-action-block_blocker_0": "bears", "new-action-block_attacker_0": "mountain",
    })
    assert fresh(scenario)["actions"][-1] == {
        "type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "bears", "attacker": "mountain"}],
    }


def test_an_error_inside_a_block_names_that_row(scenario):
    from rulings.builder_forms import ActionForm

    field_for = ActionForm(document=scenario.document).field_for_factory(4)
    assert field_for(("actions", 4, "blocks", 1, "attacker")) == "block_attacker_1"
    assert field_for(("actions", 4, "mana_abilities", 0, "choice")) == "mana_choice_0"
    assert field_for(("actions", 3, "object")) is None


def test_a_mana_ability_played_while_paying_is_stored_with_the_spell(owner_client, scenario):
    post(owner_client, "rulings:action_edit", scenario, {
        "action-2-type": "play_spell", "action-2-player": "Alice", "action-2-object": "bolt",
        "action-2-targets": ["bears"], "action-2-mana_object_0": "mountain", "action-2-mana_choice_0": "R",
    }, i=2)
    assert fresh(scenario)["actions"][2]["mana_abilities"] == [{"object": "mountain", "ability": 0, "choice": "R"}]


def test_the_mana_that_pays_the_generic_part_is_stored_as_pay_mana(owner_client, scenario):
    post(owner_client, "rulings:action_edit", scenario, {
        "action-2-type": "play_spell", "action-2-player": "Alice", "action-2-object": "bolt",
        "action-2-targets": ["bears"], "action-2-pay_mana": "{r} {R}, G",
    }, i=2)
    assert fresh(scenario)["actions"][2]["pay"] == {"mana": {"R": 2, "G": 1}}


def test_mana_that_is_not_a_symbol_is_refused_at_its_field(owner_client, scenario):
    response = post(owner_client, "rulings:action_edit", scenario, {
        "action-2-type": "play_spell", "action-2-player": "Alice", "action-2-object": "bolt",
        "action-2-targets": ["bears"], "action-2-pay_mana": "{2}{X}",
    }, i=2)
    assert response.status_code == 422
    assert 'id="id_action-2-pay_mana_error"' in response.content.decode()
    assert "pay" not in fresh(scenario)["actions"][2]


def test_editing_an_action_keeps_its_pay_mana_and_sacrifice(scenario):
    from rulings.builder_forms import ActionForm, action_from_form

    action = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bears"],
              "pay": {"sacrifice": ["bears"], "mana": {"C": 1, "G": 2}}}
    initial = ActionForm.initial_for(action)
    assert initial["pay_mana"] == "{C}{G}{G}"
    form = ActionForm({k: v for k, v in initial.items() if v not in (None, [], "")}, document=scenario.document)
    assert form.is_valid(), form.errors
    assert action_from_form(form)["pay"] == {"sacrifice": ["bears"], "mana": {"G": 2, "C": 1}}


def test_an_engine_error_in_pay_mana_names_the_generic_mana_field(scenario):
    from rulings.builder_forms import ActionForm

    field_for = ActionForm(document=scenario.document).field_for_factory(2)
    assert field_for(("actions", 2, "pay", "mana", "G")) == "pay_mana"
    assert field_for(("actions", 2, "pay", "sacrifice", 0)) == "sacrifice"


def test_editing_an_action_keeps_every_block_however_many(scenario):
    from rulings.builder_forms import BLOCK_ROWS, ActionForm, action_from_form

    blocks = [{"blocker": "bears", "attacker": "mountain"} for _ in range(BLOCK_ROWS + 2)]
    action = {"type": "declare_blockers", "player": "Bob", "blocks": blocks}
    form = ActionForm(document=scenario.document, initial=ActionForm.initial_for(action))
    assert len(form.block_rows()) == BLOCK_ROWS + 3  # every block, and one empty row to add another
    posted = ActionForm({k: v for k, v in ActionForm.initial_for(action).items() if v not in (None, [], "")},
                        document=scenario.document)
    assert posted.is_valid(), posted.errors
    assert action_from_form(posted)["blocks"] == blocks


def test_a_block_typed_in_the_spare_row_is_stored(owner_client, scenario):
    data = {"new-action-type": "declare_blockers", "new-action-player": "Bob"}
    for row in range(4):  # the default three rows, then the fourth a re-rendered form offers
        data[f"new-action-block_blocker_{row}"] = "bears"
        data[f"new-action-block_attacker_{row}"] = "mountain"
    post(owner_client, "rulings:action_add", scenario, data)
    assert len(fresh(scenario)["actions"][-1]["blocks"]) == 4


def test_a_trigger_with_two_targets_keeps_both_when_edited(scenario):
    from rulings.builder_forms import ActionForm, action_from_form

    action = {"type": "pass_priority", "player": "Alice", "trigger_targets": {"bolt": ["bears", "Bob"]}}
    initial = ActionForm.initial_for(action)
    posted = ActionForm({k: v for k, v in initial.items() if v not in (None, [], "")}, document=scenario.document)
    assert posted.is_valid(), posted.errors
    assert action_from_form(posted)["trigger_targets"] == {"bolt": ["bears", "Bob"]}


def test_a_forged_row_number_does_not_make_thousands_of_fields(scenario):
    from rulings.builder_forms import MAX_ROWS, ActionForm

    form = ActionForm({"block_blocker_99999": "bears"}, document=scenario.document)
    assert len(form.block_rows()) == MAX_ROWS


def _edit_inline(scenario, card, changes):
    """Round-trip an inline card through the object form, as editing it in the builder does."""
    from rulings.builder_forms import ObjectForm, object_from_form

    existing = {"id": "thing", "card": card, "owner": "Alice", "zone": "in_play"}
    initial = ObjectForm.initial_for(existing)
    data = {k: v for k, v in {**initial, **changes}.items() if v not in (None, [], "")}
    form = ObjectForm(data, document=scenario.document)
    assert form.is_valid(), form.errors
    return object_from_form(form, scenario.document, existing)["card"]


def test_editing_an_inline_card_keeps_what_its_fields_do_not_show(scenario):
    pinger = {"name": "Pinger", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "keyword", "keyword": "flying"},
                            {"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
                             "effect": [{"do": "damage", "amount": 1, "to": "target:0"}]}]}
    edited = _edit_inline(scenario, pinger, {"power": 2, "keywords": ["flying", "haste"]})
    assert edited["power"] == 2
    assert edited["abilities"] == pinger["abilities"] + [{"kind": "keyword", "keyword": "haste"}]


def test_editing_an_inline_spell_keeps_its_targets_and_effect(scenario):
    shock = {"name": "Shock", "mana_cost": "{R}", "types": ["Instant"], "targets": ["creature_or_player"],
             "effect": [{"do": "damage", "amount": 2, "to": "target:0"}]}
    edited = _edit_inline(scenario, shock, {"text": "Shock deals 2 damage to target creature or player."})
    assert edited["targets"] == shock["targets"] and edited["effect"] == shock["effect"]


def test_protection_from_is_chosen_in_the_inline_fields(scenario):
    knight = {"name": "Knight", "mana_cost": "{W}{W}", "types": ["Creature"], "power": 2, "toughness": 2,
              "abilities": [{"kind": "keyword", "keyword": "protection", "from": "black"}]}
    from rulings.builder_forms import ObjectForm

    assert ObjectForm.initial_for({"card": knight})["protection_from"] == ["black"]
    edited = _edit_inline(scenario, knight, {"protection_from": ["black", "artifact"]})
    assert edited["abilities"] == [{"kind": "keyword", "keyword": "protection", "from": "black"},
                                   {"kind": "keyword", "keyword": "protection", "from": "artifact"}]


def test_a_token_is_stored_as_a_token(owner_client, scenario):
    post(owner_client, "rulings:object_add", scenario, {
        "new-object-id": "soldier", "new-object-owner": "Bob", "new-object-zone": "in_play", "new-object-token": "on",
        "new-object-name": "Soldier", "new-object-types": "Creature", "new-object-subtypes": "Soldier",
        "new-object-colors": ["white"], "new-object-power": "1", "new-object-toughness": "1",
    })
    added = fresh(scenario)["objects"][-1]
    assert added["token"] is True and added["card"]["colors"] == ["white"]


def test_a_token_outside_play_is_refused_at_the_token_field(owner_client, scenario):
    response = post(owner_client, "rulings:object_add", scenario, {
        "new-object-id": "soldier", "new-object-owner": "Bob", "new-object-zone": "hand", "new-object-token": "on",
        "new-object-name": "Soldier", "new-object-types": "Creature", "new-object-power": "1", "new-object-toughness": "1",
    })
    assert 'id="id_new-object-token_error"' in response.content.decode()
    assert len(fresh(scenario)["objects"]) == 3


def test_the_order_of_triggers_round_trips_through_the_action_form(scenario):
    from rulings.builder_forms import ActionForm, action_from_form

    action = {"type": "pass_priority", "player": "Bob", "trigger_order": ["bears", "mountain"]}
    initial = ActionForm.initial_for(action)
    assert initial["trigger_order"] == "bears mountain"
    form = ActionForm({k: v for k, v in initial.items() if v not in (None, [], "")}, document=scenario.document)
    assert form.is_valid(), form.errors
    assert action_from_form(form)["trigger_order"] == ["bears", "mountain"]


def test_an_engine_error_in_the_trigger_order_names_its_field(scenario):
    from rulings.builder_forms import ActionForm

    field_for = ActionForm(document=scenario.document).field_for_factory(2)
    assert field_for(("actions", 2, "trigger_order", 0)) == "trigger_order"


def test_the_details_form_offers_the_rules_editions(owner_client, scenario):
    body = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert 'name="rules"' in body and 'value="2026-06-19"' in body and 'value="2007-02-01"' in body


def test_choosing_the_june_2026_rules_saves_them_in_the_document(owner_client, scenario):
    response = post(owner_client, "rulings:edit_details", scenario, {"name": "N", "question": "Q?", "rules": "2026-06-19"})
    assert response.status_code == 302
    assert fresh(scenario)["rules"] == "2026-06-19"


def test_an_unknown_rules_edition_is_refused_next_to_its_field(owner_client, scenario):
    response = post(owner_client, "rulings:edit_details", scenario, {"name": "N", "question": "Q?", "rules": "1999-04-01"})
    assert response.status_code == 422
    assert "rules" not in fresh(scenario)


def test_keeping_the_default_rules_leaves_a_document_without_rules_unchanged(owner_client, scenario):
    post(owner_client, "rulings:edit_details", scenario, {"name": "N", "question": "Q?", "rules": "2007-02-01"})
    assert "rules" not in fresh(scenario)


def test_a_flip_card_in_play_can_be_set_flipped(owner_client, scenario):
    post(owner_client, "rulings:object_edit", scenario, {
        "object-2-card": "Jushi Apprentice", "object-2-id": "jushi", "object-2-owner": "Bob", "object-2-zone": "in_play",
        "object-2-flipped": "on",
    }, i=2)
    jushi = fresh(scenario)["objects"][2]
    assert (jushi["card"], jushi["flipped"]) == ("Jushi Apprentice", True)


def test_flipped_on_a_card_without_a_flip_half_is_refused_and_changes_nothing(owner_client, scenario):
    before = fresh(scenario)["objects"][2]
    response = post(owner_client, "rulings:object_edit", scenario, {
        "object-2-card": "Grizzly Bears", "object-2-id": "bears", "object-2-owner": "Bob", "object-2-zone": "in_play",
        "object-2-flipped": "on",
    }, i=2)
    assert response.status_code == 422
    assert "only a flip card" in response.content.decode()
    assert fresh(scenario)["objects"][2] == before


def test_the_builder_of_a_2026_scenario_speaks_2026_words(owner_client, owner):
    from rulings.services.store import create_scenario
    from tests.rulings.scenario_fixtures import make_document
    scenario = create_scenario(owner, make_document(rules="2026-06-19"))
    page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert ">cast spell</option>" in page and ">play spell</option>" not in page
    assert "(battlefield, Bob)" in page and "(in play, Bob)" not in page


def test_the_builder_of_a_2007_scenario_keeps_2007_words(owner_client, scenario):
    page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert ">play spell</option>" in page and "(in play, Bob)" in page


def test_a_players_poison_energy_and_the_monarch_are_set_in_the_players_form(owner_client, scenario):
    post(owner_client, "rulings:edit_details", scenario, {"name": "Crown", "question": "?", "rules": "2026-06-19"})
    post(owner_client, "rulings:edit_players", scenario,
         {"name_0": "Alice", "life_0": "20", "poison_0": "3", "monarch_0": "on", "name_1": "Bob", "life_1": "20", "energy_1": "2"})
    players = fresh(scenario)["players"]
    assert players[0] == {"name": "Alice", "life": 20, "poison": 3, "monarch": True}
    assert players[1] == {"name": "Bob", "life": 20, "energy": 2}


def test_clearing_a_players_counters_removes_them_from_the_document(owner_client, scenario):
    post(owner_client, "rulings:edit_players", scenario,
         {"name_0": "Alice", "life_0": "20", "poison_0": "3", "name_1": "Bob", "life_1": "20"})
    post(owner_client, "rulings:edit_players", scenario,
         {"name_0": "Alice", "life_0": "20", "poison_0": "0", "name_1": "Bob", "life_1": "20"})
    assert fresh(scenario)["players"][0] == {"name": "Alice", "life": 20}


def test_the_monarch_under_the_2007_rules_is_refused_next_to_its_box(owner_client, scenario):
    response = post(owner_client, "rulings:edit_players", scenario,
                    {"name_0": "Alice", "life_0": "20", "monarch_0": "on", "name_1": "Bob", "life_1": "20"})
    assert response.status_code == 422
    assert 'id="id_monarch_0_error"' in response.content.decode()
    assert "monarch" not in fresh(scenario)["players"][0]
