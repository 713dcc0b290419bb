"""A land that "enters tapped unless you control ..." (2007 419.1c; 2026
614.1d): the condition is checked as it enters, not counting itself."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, texts

EDITIONS = {"2007-02-01": "419.1c", "2026-06-19": "614.1d"}


def land(unless):
    return {"name": "Checked Land", "types": ["Land"], "text": "",
            "abilities": [{"kind": "static", "comes_into_play": {"tapped": True, "unless": unless}}]}


def play_it(unless, others, rules):
    objects = [obj("new", land(unless), zone="hand")] + [obj(f"l{i}", name) for i, name in enumerate(others)]
    replay = run_scenario(load_scenario({**make(objects, [act("play_land", object="new")]), "rules": rules}))
    step = replay.steps[1]
    assert not step.refused, texts(step)
    [said] = [e for e in step.events if "Checked Land" in e.text and "tapped" in e.text]
    return said


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("unless, others, untapped", [
    ({"you_control_subtype": ["Plains", "Island"]}, ["Island"], True),
    ({"you_control_subtype": ["Plains", "Island"]}, ["Forest", "Swamp"], False),
    ({"basic_lands_at_least": 2}, ["Forest", "Swamp"], True),
    ({"basic_lands_at_least": 2}, ["Forest"], False),
    ({"other_lands_at_least": 2}, ["Forest", "Swamp"], True),
    ({"other_lands_at_least": 2}, ["Forest"], False),
    ({"other_lands_at_most": 2}, ["Forest", "Swamp"], True),
    ({"other_lands_at_most": 2}, ["Forest", "Swamp", "Island"], False),
])
def test_the_land_enters_untapped_only_when_the_condition_holds(rules, unless, others, untapped):
    said = play_it(unless, others, rules)
    assert ("untapped:" in said.text) == untapped, said.text
    assert (EDITIONS[rules], "comes_into_play_replacement") in {(c.rule, c.concept) for c in said.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_land_does_not_count_itself(rules):
    """With one other land, "two or more other lands" fails, whatever the new land adds."""
    assert "untapped:" not in play_it({"other_lands_at_least": 2}, ["Forest"], rules).text


@pytest.mark.parametrize("unless", [{}, {"other_lands_at_least": 2, "basic_lands_at_least": 1}, {"you_control_subtype": []},
                                    {"lands_at_least": 2}])
def test_the_loader_refuses_a_condition_it_does_not_know_naming_the_field(unless):
    with pytest.raises(ScenarioError, match=r"comes_into_play\.unless"):
        load_scenario(make([obj("new", land(unless), zone="hand")], []))


def test_unless_without_tapped_is_refused():
    card = {"name": "X", "types": ["Land"], "abilities": [{"kind": "static", "comes_into_play": {"unless": {"basic_lands_at_least": 1}}}]}
    with pytest.raises(ScenarioError, match=r'comes_into_play\.unless: is only for "tapped": true'):
        load_scenario(make([obj("new", card, zone="hand")], []))


SHOCK = {"name": "Shock Land", "types": ["Land"], "abilities": [{"kind": "static", "comes_into_play": {"pay_life": 2}}]}


@pytest.mark.parametrize("rules", ["2007-02-01", "2026-06-19"])
def test_419_1b_614_12a_a_land_paid_for_with_life_as_it_enters_stays_untapped(rules):
    data = make([obj("new", SHOCK, zone="hand")], [act("play_land", object="new", choices={"new": {"pay_life": True}})])
    step = run_scenario(load_scenario({**data, "rules": rules})).steps[1]
    assert any("Alice pays 2 life (18 left)" in t for t in texts(step))


def test_a_pay_life_choice_that_is_not_true_or_false_is_refused_naming_the_field():
    data = make([obj("new", SHOCK, zone="hand")], [act("play_land", object="new", choices={"new": {"pay_life": "yes"}})])
    with pytest.raises(ScenarioError, match=r"actions\[0\]\.choices\.new\.pay_life"):
        load_scenario(data)


@pytest.mark.parametrize("rules", EDITIONS)
def test_legal_actions_offer_a_shock_land_played_with_and_without_paying_life(rules):
    shock = {"name": "Shock Land", "types": ["Land"], "abilities": [{"kind": "static", "comes_into_play": {"pay_life": 2}}]}
    scenario = load_scenario({**make([obj("new", shock, zone="hand")], []), "rules": rules})
    _, actions = legal_actions(game_at(scenario, 0))
    plays = [d.get("choices") for d in actions if d["type"] == "play_land"]
    assert sorted(plays, key=bool) == [None, {"new": {"pay_life": True}}]


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("unless, life, untapped", [
    ({"a_player_life_at_most": 13}, (20, 13), True), ({"a_player_life_at_most": 13}, (20, 14), False),
    ({"opponents_at_least": 2}, (20, 20), False), ({"opponents_at_least": 1}, (20, 20), True),
])
def test_conditions_on_players_are_read_as_it_enters(rules, unless, life, untapped):
    data = make([obj("new", land(unless), zone="hand")], [act("play_land", object="new")], life=life)
    step = run_scenario(load_scenario({**data, "rules": rules})).steps[1]
    [said] = [e.text for e in step.events if e.text.startswith("Checked Land") and "tapped" in e.text]
    assert ("untapped:" in said) == untapped, said
