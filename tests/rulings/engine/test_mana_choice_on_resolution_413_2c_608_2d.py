"""A mana ability whose player chooses the mana as it resolves ("{T}: Add {W}
or {U}."): the activation's `choice` names the type (2007 413.2c; 2026
608.2d), refused naming the field when missing or not offered; the automatic
payment and legal_actions try each option."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.engine.engine import game_at
from rulings.engine.legal_actions import legal_actions

from .conftest import act, make, obj, pass_, texts

EDITIONS = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}
DUAL = {"name": "Azure Plain", "types": ["Land"], "text": "{T}: Add {W} or {U}.",
        "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "one_of": ["{W}", "{U}"]}],
                       "text": "{T}: Add {W} or {U}."}]}
SPRITE = {"name": "Blue Sprite", "mana_cost": "{U}", "types": ["Creature"], "power": 1, "toughness": 1}


def play(objects, actions, rules):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


def citations(step):
    return {(c.rule, c.concept) for e in step.events for c in e.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_mana_named_by_choice_is_added_citing_the_choice_on_resolution(rules):
    replay = play([obj("dual", DUAL)], [act("activate_ability", object="dual", ability=0, choice="U")], rules)
    step = replay.steps[1]
    assert not step.refused
    assert "Alice adds {U} to their mana pool (chosen of {W} or {U})." in texts(step)
    assert (EDITIONS[rules], "choice_on_resolution") in citations(step)


@pytest.mark.parametrize("rules", EDITIONS)
@pytest.mark.parametrize("choice", [None, "G"])
def test_an_activation_without_an_offered_choice_is_refused_naming_the_field(rules, choice):
    given = {"choice": choice} if choice else {}
    replay = play([obj("dual", DUAL)], [act("activate_ability", object="dual", ability=0, **given)], rules)
    step = replay.steps[1]
    assert step.refused
    assert any('name the type of mana in "choice", one of W, U' in t for t in texts(step))
    assert (EDITIONS[rules], "choice_on_resolution") in citations(step)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_spell_paid_without_naming_mana_abilities_takes_the_option_that_pays(rules):
    replay = play([obj("dual", DUAL), obj("sprite", SPRITE, zone="hand")], [act("play_spell", object="sprite")], rules)
    step = replay.steps[1]
    assert not step.refused
    assert "Alice adds {U} to their mana pool (chosen of {W} or {U})." in texts(step)


@pytest.mark.parametrize("rules", EDITIONS)
def test_legal_actions_offer_the_ability_once_for_each_option(rules):
    scenario = load_scenario({**make([obj("dual", DUAL)], []), "rules": rules})
    _, actions = legal_actions(game_at(scenario, 0))
    offered = {d.get("choice") for d in actions if d["type"] == "activate_ability"}
    assert offered == {"W", "U"}


@pytest.mark.parametrize("options", [["{W}"], ["{W}", "{W}{W}"], ["{W}", "{2}"], ["{W}{U}{B}", "{B}"], ["{U}{R}", "{R}{U}"]])
def test_the_loader_refuses_options_that_are_not_each_one_new_type_of_mana(options):
    card = {**DUAL, "abilities": [{**DUAL["abilities"][0], "effect": [{"do": "add_mana", "one_of": options}]}]}
    with pytest.raises(ScenarioError, match=r"one_of"):
        load_scenario(make([obj("dual", card)], []))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_land_that_could_produce_counts_each_option_of_a_chosen_mana_ability(rules):
    """2007 406.6 / 2026 106.7: "could produce" is any type its ability would make."""
    grove = {"name": "Grove", "types": ["Land"], "text": "{T}: Add one mana of any type that a land you control could produce.",
             "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana_land_could_produce"}], "text": "x"}]}
    replay = play([obj("dual", DUAL), obj("grove", grove)],
                  [act("activate_ability", object="grove", ability=0, choice="W")], rules)
    assert "Alice adds {W} to their mana pool." in texts(replay.steps[1])

