"""The Blood token (2026 111.10g: "a colorless Blood artifact token with '{1}, {T}, Discard a
card, Sacrifice this token: Draw a card.'"), a predefined token the February 2007 rules don't
have: there the token's own words are followed and the log says the definition is later."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle.counters_and_tokens import blood_token

from .conftest import act, make, obj, objects_by_id, pass_, texts

EDITIONS = ("2007-02-01", "2026-06-19")
KISS = {"name": "Blood Maker", "mana_cost": "{0}", "types": ["Sorcery"],
        "effect": [{"do": "create_token", "id": "blood", "count": 1, "predefined": "Blood", "token": blood_token()}],
        "text": "Create a Blood token."}
BEAR = {"name": "Bear", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2}


def run(rules, actions, extra=()):
    objects = [obj("kiss", KISS, zone="hand"), obj("h", BEAR, zone="hand"), obj("top", BEAR, zone="library"), *extra]
    return run_scenario(load_scenario({**make(objects, [act("play_spell", object="kiss"), pass_("Alice"), pass_("Bob"), *actions]),
                                       "rules": rules}))


def log(replay):
    return [t for s in replay.steps for t in texts(s)]


def test_a_blood_token_is_created_with_the_2026_definition_cited():
    replay = run("2026-06-19", [])
    assert not any(s.refused for s in replay.steps), log(replay)
    blood = objects_by_id(replay.final_state)["blood"]
    assert blood["token"] and blood["zone"] == "in_play"
    assert "111.10g" in {c.rule for s in replay.steps for e in s.events for c in e.citations}


def test_under_2007_the_log_says_the_blood_token_is_a_later_rule():
    replay = run("2007-02-01", [])
    assert "111.10g" not in {c.rule for s in replay.steps for e in s.events for c in e.citations}
    assert any("A Blood token" in t for t in log(replay)), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_blood_tokens_ability_needs_a_card_to_discard(rules):
    forest = {"name": "Mana Rock", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}"}], "text": "{T}: Add {C}."}]}
    replay = run(rules, [act("activate_ability", object="rock", ability=0),
                         act("activate_ability", object="blood", ability=0)], [obj("rock", forest)])
    assert replay.steps[-1].refused
    assert objects_by_id(replay.final_state)["blood"]["zone"] == "in_play"


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_blood_token_discards_a_card_and_is_sacrificed_to_draw(rules):
    rock = {"name": "Mana Rock", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}"}], "text": "{T}: Add {C}."}]}
    replay = run(rules, [act("activate_ability", object="rock", ability=0),
                         act("activate_ability", object="blood", ability=0, pay={"discard": ["h"]}), pass_("Alice"), pass_("Bob")],
                 [obj("rock", rock)])
    assert not any(s.refused for s in replay.steps), log(replay)
    found = objects_by_id(replay.final_state)
    assert found["h"]["zone"] == "graveyard" and found["top"]["zone"] == "hand" and "blood" not in found
