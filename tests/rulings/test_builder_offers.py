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
