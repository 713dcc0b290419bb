"""Flicker: exile a permanent, then return it to the battlefield under its
owner's control. It comes back a new object (2026: 400.7; 2007: 217.1c): no
counters, damage or Auras; a token that left can't come back (2026: 111.8;
2007: 216.4) and ceases to exist (111.7; 420.5f)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"

FLICKER = {"name": "Flicker Test", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
           "effect": [{"do": "remove_from_game", "what": "target:0"}, {"do": "return_to_play", "what": "it"}],
           "text": "Exile target creature, then return it to the battlefield under its owner's control."}


def played(objects, actions, rules):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


@pytest.mark.parametrize("rules, rule", [(R26, "400.7"), (R07, "217.1c")])
def test_a_flickered_creature_returns_under_its_owners_control_as_a_new_object(rules, rule):
    r = played([obj("bears", "Grizzly Bears", "Bob", controller="Alice", damage=1, counters={"+1/+1": 1}),
                obj("f", FLICKER, zone="hand")],
               [act("play_spell", object="f", targets=["bears"]), pass_("Alice"), pass_("Bob")], rules)
    bears = objects_by_id(r.final_state)["bears"]
    assert bears["zone"] == "in_play" and bears["controller"] == "Bob"
    assert bears["damage"] == 0 and bears["counters"] == {} and bears["power"] == 2
    assert rule in rules_of(r.steps[-1])


def test_a_flickered_creature_comes_into_play_again_and_triggers():
    warden = "Soul Warden"
    r = played([obj("w", warden), obj("bears", "Grizzly Bears"), obj("f", FLICKER, zone="hand")],
               [act("play_spell", object="f", targets=["bears"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")], R26)
    assert r.final_state["players"][0]["life"] == 21


@pytest.mark.parametrize("rules, rules_cited", [(R26, {"111.8", "704.5d"}), (R07, {"216.4", "420.5f"})])
def test_a_flickered_token_doesnt_come_back_and_ceases_to_exist(rules, rules_cited):
    token = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "power": 1, "toughness": 1}
    r = played([obj("t", token, token=True), obj("f", FLICKER, zone="hand")],
               [act("play_spell", object="f", targets=["t"]), pass_("Alice"), pass_("Bob")], rules)
    assert "t" not in objects_by_id(r.final_state)
    assert rules_cited <= set(rules_of(r.steps[-1]))
