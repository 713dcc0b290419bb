"""The pages of issue 24's format work: the expected ruling on the last step and
the overview, the builder's expect form and pass_until, format 2 documents
imported, played and exported as given, and the compare page's power/toughness."""
import copy
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rulings.engine import example_scenarios
from rulings.engine.scenario import format2, format2_examples
from rulings.models import Scenario
from rulings.services import store
from tests.rulings.scenario_fixtures import HOSTILE, make_document

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("fast_passwords")]
HTMX = {"HX-Request": "true"}


def fresh(scenario):
    return Scenario.objects.get(pk=scenario.pk).document


def page(client, name, scenario, *args, **headers):
    response = client.get(reverse(name, args=[scenario.pk, *args]), headers=headers)
    assert response.status_code == 200
    return response.content.decode()


@pytest.fixture
def expecting(owner):
    # the bolt kills the bears; Bob stays at 20: one met, one not
    return store.create_scenario(owner, make_document(expect={"zones": {"bears": "graveyard"}, "life": {"Bob": 17}}))


def test_the_last_step_shows_each_expectation_met_or_not(owner_client, expecting):
    body = page(owner_client, "rulings:step", expecting, 5)
    assert "The expected ruling" in body and "1 of 2 expectations met: not all met." in body
    assert "Grizzly Bears is in the graveyard" in body
    assert "Bob has 17 life" in body and "(the replay: Bob has 20 life)" in body


def test_an_earlier_step_does_not_show_them(owner_client, expecting):
    assert "The expected ruling" not in page(owner_client, "rulings:step", expecting, 4)


def test_the_step_partial_for_htmx_shows_them_too(owner_client, expecting):
    assert "1 of 2 expectations met" in page(owner_client, "rulings:step", expecting, 5, **HTMX)


def test_the_overview_shows_them(owner_client, expecting):
    body = page(owner_client, "rulings:scenario_detail", expecting)
    assert "1 of 2 expectations met" in body and "not met" in body


def test_a_scenario_without_expect_shows_no_expected_ruling(owner_client, scenario):
    assert "The expected ruling" not in page(owner_client, "rulings:step", scenario, 5)
    assert "expectations met" not in page(owner_client, "rulings:scenario_detail", scenario)


def test_a_name_in_an_expectation_is_escaped(owner_client, owner):
    document = make_document(expect={"zones": {"bears": "graveyard"}})
    document["objects"][2]["card"] = {"name": HOSTILE, "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
    body = page(owner_client, "rulings:step", store.create_scenario(owner, document), 5)
    assert "<script>alert(1)</script>" not in body and "&lt;script&gt;" in body


def test_the_builder_saves_life_totals_and_who_wins(owner_client, scenario):
    response = owner_client.post(reverse("rulings:edit_expect", args=[scenario.pk]), {
        "expect-life_0": "20", "expect-life_1": "", "expect-winner": "-", "expect-refused": "0",
        "expect-zone_object_0": "bears", "expect-zone_zone_0": "graveyard"})
    assert response.status_code == 302
    assert fresh(scenario)["expect"] == {"life": {"Alice": 20}, "winner": None, "refused": [], "zones": {"bears": "graveyard"}}


def test_the_builder_refuses_an_impossible_step_next_to_its_field(owner_client, scenario):
    response = owner_client.post(reverse("rulings:edit_expect", args=[scenario.pk]), {"expect-refused": "99"}, headers=HTMX)
    body = response.content.decode()
    assert response.status_code == 200 and "there is no step 99" in body
    assert "expect" not in fresh(scenario)


def test_the_builder_shows_the_saved_expectations_in_its_form(owner_client, expecting):
    body = page(owner_client, "rulings:scenario_edit", expecting)
    assert 'name="expect-life_1" value="17"' in body


def test_renaming_a_player_carries_into_the_expectations(owner_client, owner):
    scenario = store.create_scenario(owner, make_document(expect={"life": {"Bob": 20}, "winner": "Bob", "lost": ["Bob"]}))
    from rulings import builder
    document = builder.set_players(scenario.document, [(0, {"name": "Alice", "life": 20}), (1, {"name": "Robert", "life": 20})])
    assert document["expect"] == {"life": {"Robert": 20}, "winner": "Robert", "lost": ["Robert"]}


def test_the_action_form_offers_pass_until_with_a_step_choice(owner_client, scenario):
    body = page(owner_client, "rulings:scenario_edit", scenario)
    assert '<option value="pass_until">pass until</option>' in body
    assert '<option value="step:declare_blockers">the declare blockers step</option>' in body


def test_the_builder_adds_a_pass_until_action(owner_client, owner):
    scenario = store.create_scenario(owner, make_document(actions=[]))
    response = owner_client.post(reverse("rulings:action_add", args=[scenario.pk]), {
        "new-action-type": "pass_until", "new-action-player": "Alice", "new-action-until": "phase:postcombat_main"})
    assert response.status_code == 302
    assert fresh(scenario)["actions"] == [{"type": "pass_until", "player": "Alice", "phase": "postcombat_main"}]


def test_pass_until_without_a_step_is_refused_at_its_field(owner_client, owner):
    scenario = store.create_scenario(owner, make_document(actions=[]))
    response = owner_client.post(reverse("rulings:action_add", args=[scenario.pk]), {
        "new-action-type": "pass_until", "new-action-player": "Alice"}, headers=HTMX)
    assert "Choose the step or phase" in response.content.decode()
    assert fresh(scenario)["actions"] == []


FORMAT_2 = dict(format2_examples())


def test_a_format_2_file_imports_plays_and_exports_as_given(owner_client, owner):
    document = FORMAT_2["giant_growth_in_response_to_bolt"]
    response = owner_client.post(reverse("rulings:scenario_import"),
                                 {"file": SimpleUploadedFile("f2.json", json.dumps(document).encode())})
    assert response.status_code == 302
    imported = Scenario.objects.get(owner=owner)
    assert imported.document == document
    exported = owner_client.get(reverse("rulings:scenario_export", args=[imported.pk]))
    assert json.loads(exported.content) == document
    body = page(owner_client, "rulings:step", imported, len(document["actions"]))
    assert "Comprehensive Rules effective June 19, 2026" in body  # format 2 defaults to today's rules
    assert "expectations met: all met" in body


def test_the_builder_writes_format_2_words_into_a_format_2_document(owner_client, owner):
    scenario = store.create_scenario(owner, copy.deepcopy(FORMAT_2["giant_growth_in_response_to_bolt"]))
    owner_client.post(reverse("rulings:object_add", args=[scenario.pk]), {
        "new-object-card": "Forest", "new-object-owner": "Bob", "new-object-zone": "in_play"})
    owner_client.post(reverse("rulings:action_add", args=[scenario.pk]), {
        "new-action-type": "play_spell", "new-action-player": "Alice", "new-action-object": "growth"})
    document = fresh(scenario)
    assert document["objects"][-1]["zone"] == "battlefield"
    assert document["actions"][-1]["type"] == "cast_spell"


def test_the_compare_page_lists_power_and_toughness_differences(client, owner):
    from rulings.models import Visibility
    from rulings.services import sharing
    data = copy.deepcopy(dict(example_scenarios())["humble_after_giant_growth_layers"])
    data["actions"] = data["actions"][:6]
    scenario = store.create_scenario(owner, data)
    sharing.set_visibility(scenario, Visibility.PUBLIC)
    body = page(client, "rulings:compare", scenario)
    assert "Grizzly Bears: 0/1 under the 2007 rules; 3/4 under the 2026 rules." in body


@pytest.mark.parametrize("action, rules, said", [
    ({"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, {"format": 1}, "Alice: pass until the end of turn step"),
    ({"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, {"format": 1, "rules": "2026-06-19"}, "Alice: pass until the end step"),
    ({"type": "pass_until", "player": "Alice", "step": "end"}, {"format": 2}, "Alice: pass until the end step"),
    ({"type": "pass_until", "player": "Alice", "phase": "ending"}, {"format": 2}, "Alice: pass until the ending phase"),
])
def test_a_pass_until_action_is_told_in_its_editions_words(action, rules, said):
    from rulings.templatetags.rulings_extras import action_text
    assert action_text(action, rules) == said


def test_a_pass_until_counts_as_the_passes_it_may_make_in_the_work_limit():
    from rulings.engine.state import TURN_STRUCTURE
    from rulings.services.limits import work_of
    document = make_document(actions=[{"type": "pass_until", "player": "Alice", "step": "end_of_turn"},
                                      {"type": "pass_priority", "player": "Alice"}])
    assert work_of(document) == (3, len(TURN_STRUCTURE) * 2 + 1)


def test_the_builder_saves_power_and_toughness_and_keeps_counters(owner_client, owner):
    scenario = store.create_scenario(owner, make_document(expect={"counters": {"bears": {"+1/+1": 0}}}))
    response = owner_client.post(reverse("rulings:edit_expect", args=[scenario.pk]), {
        "expect-pt_object_0": "bears", "expect-pt_toughness_0": "2"})
    assert response.status_code == 302
    assert fresh(scenario)["expect"] == {"counters": {"bears": {"+1/+1": 0}}, "power_toughness": {"bears": {"toughness": 2}}}


def test_a_power_and_toughness_row_without_numbers_is_refused(owner_client, scenario):
    response = owner_client.post(reverse("rulings:edit_expect", args=[scenario.pk]), {"expect-pt_object_0": "bears"}, headers=HTMX)
    assert "Give its power, its toughness, or both." in response.content.decode()
    assert "expect" not in fresh(scenario)


def test_build_by_playing_offers_passing_until_each_reachable_step_and_inserts_it(owner_client, owner):
    from rulings.services import playing
    scenario = store.create_scenario(owner, make_document(actions=[]))
    passes = [c.action for key, _, choices in playing.next_actions(scenario.document, 0).groups if key == "pass" for c in choices]
    untils = [a.get("step") or a.get("phase") for a in passes if a["type"] == "pass_until"]
    # from the precombat main phase: combat's steps up to attacking, then (no attackers: the default) the rest of the turn
    assert untils == ["beginning_of_combat", "declare_attackers", "end_of_combat", "postcombat_main", "end_of_turn"]
    chosen = json.dumps({"type": "pass_until", "player": "Alice", "step": "declare_attackers"}, separators=(",", ":"), sort_keys=True)
    response = owner_client.post(reverse("rulings:play_next", args=[scenario.pk, 0]), {"action": chosen})
    assert response.status_code == 302
    assert fresh(scenario)["actions"] == [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"}]
