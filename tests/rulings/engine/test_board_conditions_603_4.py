"""Intervening "if" clauses about the board (2026: 603.4; 2007: 404.3): "if you
control no creatures" is checked as the ability triggers and again as it
resolves; false at either time, it does nothing."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"

LONELY = {"name": "Lonely Shrine", "mana_cost": "{0}", "types": ["Enchantment"],
          "abilities": [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "your"},
                         "if": {"you_control_no_creatures": True}, "effect": [{"do": "gain_life", "amount": 3, "player": "you"}],
                         "text": "At the beginning of your upkeep, if you control no creatures, you gain 3 life."}]}
ARMY = {**LONELY, "name": "Army Shrine", "abilities": [{**LONELY["abilities"][0], "if": {"creatures_you_control_at_least": 2},
                                                        "text": "... if you control two or more creatures, you gain 3 life."}]}


def upkeep(objects, actions, rules=R26):
    return run_scenario(load_scenario({**make(objects, actions, phase="beginning", step="upkeep"), "rules": rules}))


@pytest.mark.parametrize("rules, rule", [(R26, "603.4"), (R07, "404.3")])
def test_if_you_control_no_creatures_true_it_triggers_and_resolves(rules, rule):
    r = upkeep([obj("shrine", LONELY), obj("theirs", "Grizzly Bears", "Bob")], [pass_("Alice"), pass_("Bob")], rules)
    assert r.final_state["players"][0]["life"] == 23
    assert rule in rules_of(r.steps[0])


def test_603_4_with_a_creature_it_doesnt_trigger():
    r = upkeep([obj("shrine", LONELY), obj("bears", "Grizzly Bears")], [])
    assert r.final_state["players"][0]["life"] == 20
    assert any("does not trigger" in e.text for e in r.steps[0].events)


def test_603_4_a_creature_arriving_before_it_resolves_makes_it_do_nothing():
    flash = {"name": "Flash Bear", "mana_cost": "{0}", "types": ["Creature"], "power": 2, "toughness": 2,
             "abilities": [{"kind": "keyword", "keyword": "flash"}]}
    r = upkeep([obj("shrine", LONELY), obj("fb", flash, zone="hand")],
               [act("play_spell", object="fb"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")])
    assert r.final_state["players"][0]["life"] == 20
    assert "603.4" in rules_of(r.steps[-1])


def test_603_4_two_or_more_creatures_you_control():
    two = upkeep([obj("shrine", ARMY), obj("a", "Grizzly Bears"), obj("b", "Grizzly Bears")], [pass_("Alice"), pass_("Bob")])
    one = upkeep([obj("shrine", ARMY), obj("a", "Grizzly Bears"), obj("b", "Grizzly Bears", "Bob")], [])
    assert (two.final_state["players"][0]["life"], one.final_state["players"][0]["life"]) == (23, 20)


def test_a_condition_has_exactly_one_test():
    bad = {**LONELY, "abilities": [{**LONELY["abilities"][0], "if": {"you_control_no_creatures": True, "your_hand_empty": True}}]}
    with pytest.raises(ScenarioError):
        load_scenario(make([obj("shrine", bad)], []))
