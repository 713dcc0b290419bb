"""The builder's lists offer what can be right at the action's moment, a new card
lands in a sensible zone, and a refused step links to the field that fixes it."""
import pytest
from django.urls import reverse

from rulings.builder_forms import ActionForm
from rulings.models import Scenario
from rulings.services.store import create_scenario
from tests.rulings.scenario_fixtures import make_document

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]

BOARD = make_document(objects=[
    {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "in_play"},
    {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "in_play"},
    {"id": "tired", "card": "Hill Giant", "owner": "Alice", "zone": "in_play", "tapped": True},
    {"id": "bolt", "card": "Lightning Bolt", "owner": "Alice", "zone": "hand"},
    {"id": "bob_bears", "card": "Grizzly Bears", "owner": "Bob", "zone": "in_play"},
], actions=[])


def shown(form, field):
    return [value for value, _ in form.fields[field].widget.choices if value]


def test_attackers_are_the_active_players_untapped_creatures_in_play():
    assert shown(ActionForm(document=BOARD), "attackers") == ["bears"]


def test_targets_are_players_and_permanents_never_a_card_in_hand():
    targets = shown(ActionForm(document=BOARD), "targets")
    assert targets == ["Alice", "Bob", "forest", "bears", "tired", "bob_bears"] and "bolt" not in targets


def test_mana_abilities_are_offered_from_sources_that_have_one():
    assert shown(ActionForm(document=BOARD), "mana_object_0") == ["forest"]


def test_the_lists_follow_the_game_to_the_actions_moment():
    mountain = {"id": "mountain", "card": "Mountain", "owner": "Alice", "zone": "in_play"}
    document = dict(BOARD, objects=BOARD["objects"] + [mountain], actions=[
        {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bob_bears"]}])
    after = ActionForm(document=document)  # the Bolt is on the stack: it can be targeted (Counterspell)
    assert "bolt" in shown(after, "targets")
    before = ActionForm(document=document, position=0, initial={"type": "play_spell"})
    assert "bolt" not in shown(before, "targets")


def test_an_object_the_action_already_names_stays_offered_and_any_object_is_accepted():
    form = ActionForm(document=BOARD, initial={"attackers": ["tired"]})
    assert "tired" in shown(form, "attackers")
    posted = ActionForm({"type": "declare_attackers", "player": "Alice", "attackers": ["bolt"]}, document=BOARD)
    assert posted.is_valid(), posted.errors  # the engine, not the form, says it can't attack


@pytest.mark.parametrize("card, zone", [("Forest", "in_play"), ("Grizzly Bears", "in_play"), ("Lightning Bolt", "hand"),
                                        ("Giant Growth", "hand")])
def test_a_new_card_left_to_its_type_goes_where_it_most_likely_is(owner_client, owner, card, zone):
    scenario = create_scenario(owner, make_document(objects=[], actions=[]))
    owner_client.post(reverse("rulings:object_add", args=[scenario.pk]),
                      {"new-object-card": card, "new-object-owner": "Alice", "new-object-zone": ""})
    assert Scenario.objects.get(pk=scenario.pk).document["objects"][-1]["zone"] == zone


def test_a_refused_step_links_its_owner_to_the_field_that_fixes_it(owner_client, owner):
    document = dict(BOARD, actions=[{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bolt"]}])
    scenario = create_scenario(owner, document)
    page = owner_client.get(reverse("rulings:step", args=[scenario.pk, 1])).content.decode()
    edit = reverse("rulings:action_edit", args=[scenario.pk, 0])
    assert f'<a href="{edit}#id_action-0-targets">Change the targets of action 1</a>' in page


def test_a_spell_the_player_cannot_pay_for_links_to_the_mana_abilities(owner_client, owner):
    document = dict(BOARD, objects=BOARD["objects"][1:], actions=[
        {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"]}])
    scenario = create_scenario(owner, document)
    page = owner_client.get(reverse("rulings:step", args=[scenario.pk, 1])).content.decode()
    assert "#id_action-0-mana_object_0\">Change the mana abilities played while paying of action 1</a>" in page


def test_removing_an_action_can_be_undone_without_javascript(owner_client, scenario):
    before = Scenario.objects.get(pk=scenario.pk).document["actions"]
    response = owner_client.post(reverse("rulings:action_delete", args=[scenario.pk, 2]))
    assert response.status_code == 302 and "removed=1" in response["Location"]
    assert len(Scenario.objects.get(pk=scenario.pk).document["actions"]) == len(before) - 1
    page = owner_client.get(response["Location"]).content.decode()
    assert "Action 3 (" in page and reverse("rulings:action_restore", args=[scenario.pk]) in page
    owner_client.post(reverse("rulings:action_restore", args=[scenario.pk]))
    assert Scenario.objects.get(pk=scenario.pk).document["actions"] == before


def test_removing_an_action_with_htmx_offers_the_undo_in_the_section(owner_client, scenario):
    response = owner_client.post(reverse("rulings:action_delete", args=[scenario.pk, 0]), HTTP_HX_REQUEST="true")
    assert "Undo</button>" in response.content.decode()


def test_an_undo_with_nothing_removed_changes_nothing(owner_client, scenario):
    before = Scenario.objects.get(pk=scenario.pk).document
    response = owner_client.post(reverse("rulings:action_restore", args=[scenario.pk]))
    assert response.status_code == 422 and Scenario.objects.get(pk=scenario.pk).document == before


def test_a_stranger_cannot_undo_the_owners_removal(owner_client, client, scenario, stranger):
    owner_client.post(reverse("rulings:action_delete", args=[scenario.pk, 0]))
    client.force_login(stranger)
    assert client.post(reverse("rulings:action_restore", args=[scenario.pk])).status_code in (403, 404)


def test_the_share_page_states_the_outcome_in_one_line(owner_client, owner):
    from rulings.engine import example_scenarios

    document = dict(example_scenarios())["giant_growth_in_response_to_bolt"]
    scenario = create_scenario(owner, document)
    page = owner_client.get(reverse("rulings:scenario_detail", args=[scenario.pk])).content.decode()
    assert "<strong>Outcome:</strong> Grizzly Bears is put into its owner&#x27;s graveyard (420.5c).</p>" in page


def test_forks_of_a_name_i_already_have_are_named_copy_then_copy_2(owner_client, scenario):
    owner_client.post(reverse("rulings:scenario_fork", args=[scenario.pk]))
    owner_client.post(reverse("rulings:scenario_fork", args=[scenario.pk]))
    names = set(Scenario.objects.values_list("name", flat=True))
    assert names == {"Bolt the bear", "Bolt the bear (copy)", "Bolt the bear (copy 2)"}
    assert Scenario.objects.get(name="Bolt the bear (copy)").document["name"] == "Bolt the bear (copy)"


def test_the_builder_flags_a_refused_action_and_its_form_names_the_field(owner_client, owner):
    document = dict(BOARD, actions=[{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["bolt"]}])
    scenario = create_scenario(owner, document)
    page = owner_client.get(reverse("rulings:scenario_edit", args=[scenario.pk])).content.decode()
    assert '<span class="badge refused">refused</span> <a href="' + reverse("rulings:step", args=[scenario.pk, 1]) in page
    form = owner_client.get(reverse("rulings:action_edit", args=[scenario.pk, 0])).content.decode()
    assert 'id="id_action-0-targets_error"' in form and "Refused: Lightning Bolt is not a legal target creature or player" in form


def test_the_outcome_is_said_in_the_words_of_the_scenarios_edition(owner_client, owner):
    from rulings.engine import example_scenarios

    document = {**dict(example_scenarios())["playing_lands_special_action"], "rules": "2026-06-19"}
    scenario = create_scenario(owner, document)
    page = owner_client.get(reverse("rulings:scenario_detail", args=[scenario.pk])).content.decode()
    assert "<strong>Outcome:</strong> Forest enters the battlefield (" in page
