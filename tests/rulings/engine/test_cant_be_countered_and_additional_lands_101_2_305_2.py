""""This spell can't be countered" (2026: 113.6g, 101.2; 2007: 103.2) and
additional land plays (2026: 305.2, 305.2a-b; 2007: 212.6b)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"

STUBBORN = {"name": "Stubborn Bolt", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature_or_player"],
            "abilities": [{"kind": "keyword", "keyword": "cant_be_countered", "text": "This spell can't be countered."}],
            "effect": [{"do": "damage", "amount": 3, "to": "target:0"}],
            "text": "This spell can't be countered. Stubborn Bolt deals 3 damage to any target."}
NEGATE = {"name": "Negate", "mana_cost": "{0}", "types": ["Instant"], "targets": ["spell"],
          "effect": [{"do": "counter", "what": "target:0"}], "text": "Counter target spell."}


def played(objects, actions, rules, **kw):
    return run_scenario(load_scenario({**make(objects, actions, **kw), "rules": rules}))


@pytest.mark.parametrize("rules, rules_cited", [(R26, {"101.2", "113.6g"}), (R07, {"103.2"})])
def test_a_spell_that_cant_be_countered_stays_on_the_stack_and_resolves(rules, rules_cited):
    r = played([obj("bolt", STUBBORN, zone="hand"), obj("negate", NEGATE, "Bob", zone="hand")],
               [act("play_spell", object="bolt", targets=["Bob"]), pass_("Alice"),
                act("play_spell", "Bob", object="negate", targets=["bolt"]), pass_("Bob"), pass_("Alice"),
                pass_("Alice"), pass_("Bob")], rules)
    assert r.final_state["players"][1]["life"] == 17
    assert rules_cited <= set(rules_of(r.steps[5]))
    assert "can't be countered" in " ".join(e.text for e in r.steps[5].events)


def test_a_spell_without_it_is_countered():
    plain = {**STUBBORN, "abilities": []}
    r = played([obj("bolt", plain, zone="hand"), obj("negate", NEGATE, "Bob", zone="hand")],
               [act("play_spell", object="bolt", targets=["Bob"]), pass_("Alice"),
                act("play_spell", "Bob", object="negate", targets=["bolt"]), pass_("Bob"), pass_("Alice")], R26)
    assert objects_by_id(r.final_state)["bolt"]["zone"] == "graveyard" and r.final_state["players"][1]["life"] == 20


EXPLORATION = {"name": "Exploration", "mana_cost": "{G}", "types": ["Enchantment"],
               "abilities": [{"kind": "static", "additional_land_plays": 1,
                              "text": "You may play an additional land on each of your turns."}],
               "text": "You may play an additional land on each of your turns."}
EXPLORE = {"name": "Explore", "mana_cost": "{0}", "types": ["Sorcery"],
           "effect": [{"do": "additional_land", "amount": 1}, {"do": "draw", "amount": 1}],
           "text": "You may play an additional land this turn. Draw a card."}
LANDS = [obj("f1", "Forest", zone="hand"), obj("f2", "Forest", zone="hand"), obj("f3", "Forest", zone="hand")]
PLAY_THREE = [act("play_land", object="f1"), act("play_land", object="f2"), act("play_land", object="f3")]


@pytest.mark.parametrize("rules, rule", [(R26, "305.2b"), (R07, "212.6b")])
def test_a_second_land_is_refused_without_an_effect(rules, rule):
    r = played(LANDS, PLAY_THREE[:2], rules)
    assert r.steps[-1].refused and rule in rules_of(r.steps[-1])


@pytest.mark.parametrize("rules, rule", [(R26, "305.2a"), (R07, "212.6b")])
def test_a_static_additional_land_lets_a_second_land_be_played_and_not_a_third(rules, rule):
    r = played([obj("ex", EXPLORATION), *LANDS], PLAY_THREE, rules)
    assert not r.steps[2].refused and rule in rules_of(r.steps[2])
    assert r.steps[3].refused
    assert r.final_state["players"][0]["lands_played_this_turn"] == 2


def test_305_2_an_additional_land_this_turn_from_a_resolved_sorcery():
    r = played([obj("x", EXPLORE, zone="hand"), obj("lib", "Island", zone="library"), *LANDS],
               [act("play_spell", object="x"), pass_("Alice"), pass_("Bob"), *PLAY_THREE], R26)
    assert [s.refused for s in r.steps[4:]] == [False, False, True]
    assert "305.2a" in rules_of(r.steps[5])


def test_an_additional_land_this_turn_ends_with_the_turn():
    r = played([obj("x", EXPLORE, zone="hand"), obj("lib", "Island", zone="library")],
               [act("play_spell", object="x"), pass_("Alice"), pass_("Bob")], R26)
    assert any(e["kind"] == "additional_land" and e["until"] == "end_of_turn" for e in r.final_state["continuous_effects"])


def test_the_validator_refuses_a_non_positive_number_of_additional_lands():
    bad = {**EXPLORATION, "abilities": [{"kind": "static", "additional_land_plays": 0}]}
    with pytest.raises(ScenarioError):
        load_scenario(make([obj("ex", bad)], []))
