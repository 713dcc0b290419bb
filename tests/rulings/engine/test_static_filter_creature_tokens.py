"""A static ability's filter `"token": true` ("Creature tokens you control have haste"): it
applies to the tokens its controller controls, read whenever it applies, never to a card."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_

EDITIONS = ("2007-02-01", "2026-06-19")
LORD = {"name": "Token Lord", "types": ["Enchantment"], "abilities": [
    {"kind": "static", "affects": "creatures", "filter": {"you_control": True, "token": True},
     "gains": {"kind": "keyword", "keyword": "flying"}, "text": "Creature tokens you control have flying."}]}
MAKER = {"name": "Maker", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Create a 1/1 white Soldier creature token.",
         "effect": [{"do": "create_token", "id": "soldier", "count": 1,
                     "token": {"types": ["Creature"], "subtypes": ["Soldier"], "colors": ["white"], "power": 1, "toughness": 1}}]}
BEAR = {"name": "Bear", "mana_cost": "{1}", "types": ["Creature"], "power": 2, "toughness": 2}


@pytest.mark.parametrize("rules", EDITIONS)
def test_only_the_token_gains_the_ability(rules):
    data = make([obj("lord", LORD), obj("bear", BEAR), obj("maker", MAKER, zone="hand")],
                [act("play_spell", object="maker"), pass_("Alice"), pass_("Bob")])
    replay = run_scenario(load_scenario({**data, "rules": rules}))
    assert not any(s.refused for s in replay.steps)
    found = objects_by_id(replay.final_state)
    assert "flying" in found["soldier"]["keywords"]
    assert "flying" not in (found["bear"].get("keywords") or ())


def test_the_filter_token_must_be_a_boolean():
    bad = {**LORD, "abilities": [{**LORD["abilities"][0], "filter": {"token": "yes"}}]}
    with pytest.raises(ScenarioError, match="filter.token"):
        load_scenario(make([obj("lord", bad)], []))
