""" "Choose a nonland card name" as a spell resolves (2007 413.2c; 2026 608.2d) and the search of
a player's graveyard, hand and library for the cards with that name (2026 701.23a-b), the discard
of all cards of a chosen color, and protection from a color chosen on resolution: the instructions
`choose_card_name`, `exile_cards_with_chosen_name`, `discard_all_chosen` and
`gain_protection_from_chosen_color` (rulings/engine/effects/card_names.py)."""
import pytest

from rulings.engine import load_scenario
from rulings.engine.errors import ScenarioError

from .conftest import act, make, obj, pass_, rules_of, zone_ids


def _extraction(**search):
    return {"name": "Extraction", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["player"], "text": "Choose a name. Exile them.",
            "effect": [{"do": "choose_card_name", "name_of": "nonland"},
                       {"do": "exile_cards_with_chosen_name", "player": "target:0", **search},
                       {"do": "shuffle_library", "player": "target:0"}]}


BOB = [obj("g1", "Grizzly Bears", "Bob", "graveyard"), obj("h1", "Grizzly Bears", "Bob", "hand"),
       obj("l1", "Grizzly Bears", "Bob", "library"), obj("h2", "Hill Giant", "Bob", "hand")]


def _run(play, card, choices, rules="2007-02-01", targets=("Bob",)):
    data = make([obj("x", card, zone="hand"), *BOB],
                [act("play_spell", object="x", targets=list(targets)), pass_("Alice"),
                 {**pass_("Bob"), **({"choices": {"x": choices}} if choices is not None else {})}])
    data["rules"] = rules
    return play(data)


@pytest.mark.parametrize("rules,number", [("2007-02-01", "413.2c"), ("2026-06-19", "608.2d")])
def test_the_cards_found_with_the_chosen_name_are_exiled(play, rules, number):
    last = _run(play, _extraction(all=True), {"card_name": "Grizzly Bears", "cards": ["g1", "h1"]}, rules).steps[-1]
    assert not last.refused
    assert set(zone_ids(last.state, "Bob", "removed_from_game")) == {"g1", "h1"}
    assert zone_ids(last.state, "Bob", "library") == ["l1"] and zone_ids(last.state, "Bob", "hand") == ["h2"]
    assert number in rules_of(last)


def test_a_hidden_zones_card_left_unfound_cites_701_23b(play):
    last = _run(play, _extraction(all=True), {"card_name": "Grizzly Bears", "cards": ["g1"]}, "2026-06-19").steps[-1]
    assert not last.refused and {"701.23a", "701.23b"} <= set(rules_of(last))


def test_all_cards_must_find_the_graveyards(play):
    last = _run(play, _extraction(all=True), {"card_name": "Grizzly Bears", "cards": ["h1"]}).steps[-1]
    assert last.refused and "g1" in last.events[-1].text


def test_up_to_limits_how_many_are_found(play):
    last = _run(play, _extraction(count=1), {"card_name": "Grizzly Bears", "cards": ["h1", "l1"]}).steps[-1]
    assert last.refused and "up to 1" in last.events[-1].text


def test_no_name_is_refused_not_guessed(play):
    last = _run(play, _extraction(), None).steps[-1]
    assert last.refused and "card_name" in last.events[-1].text
    assert zone_ids(last.state, "Bob", "hand") == ["h1", "h2"]


def test_no_cards_found_given_is_refused_naming_the_field(play):
    last = _run(play, _extraction(), {"card_name": "Grizzly Bears"}).steps[-1]
    assert last.refused and '"cards"' in last.events[-1].text


def test_a_land_cards_name_is_not_a_nonland_card_name(play):
    data_bob = _run(play, _extraction(), {"card_name": "Hill Giant", "cards": []}).steps[-1]
    assert not data_bob.refused  # Hill Giant is a nonland card: nothing found is a legal search
    card = _extraction()
    data = make([obj("x", card, zone="hand"), obj("f", "Forest", "Bob")],
                [act("play_spell", object="x", targets=["Bob"]), pass_("Alice"), {**pass_("Bob"), "choices": {"x": {"card_name": "Forest", "cards": []}}}])
    last = play(data).steps[-1]
    assert last.refused and "nonland" in last.events[-1].text


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_discard_all_cards_of_the_chosen_color(play, rules):
    card = {"name": "Persecution", "mana_cost": "{0}", "types": ["Sorcery"], "targets": ["player"], "text": "Choose a color. Discard them.",
            "effect": [{"do": "choose_value", "kind": "color"}, {"do": "discard_all_chosen", "player": "target:0", "kind": "color"}]}
    last = _run(play, card, {"color": "green"}, rules).steps[-1]
    assert not last.refused
    assert set(zone_ids(last.state, "Bob", "graveyard")) == {"g1", "h1"} and zone_ids(last.state, "Bob", "hand") == ["h2"]


def test_a_bad_name_of_is_refused_naming_the_field():
    card = _extraction()
    card["effect"][0]["name_of"] = "creature"
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", card, zone="hand")], []))
    assert any(err.path.endswith("name_of") for err in e.value.errors), e.value.errors


def test_a_card_name_choice_must_be_a_string():
    data = make([obj("x", _extraction(), zone="hand")], [{**pass_("Alice"), "choices": {"x": {"card_name": 3}}}])
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    assert any(err.path.endswith("card_name") for err in e.value.errors), e.value.errors
