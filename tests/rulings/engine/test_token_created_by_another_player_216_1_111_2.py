"""A token another player creates ("Destroy target creature. Its controller creates a 3/3 green Ape
creature token."): that player controls it; its owner is that player in 2026 (111.2, "The player who
creates a token is its owner") but the controller of the spell that made it in 2007 (216.1, "owned by
the controller of the spell or ability that created it")."""
import pytest

from .conftest import act, free, make, obj, objects_by_id, pass_, rules_of

APE = {"types": ["Creature"], "subtypes": ["Ape"], "colors": ["green"], "power": 3, "toughness": 3}
PONGIFY = free("Pongify", [{"do": "note_its_controller", "of": "target:0"}, {"do": "destroy", "what": "target:0"},
                           {"do": "create_token", "id": "ape", "token": APE, "player": "its_controller"}])
PLAY = [act("play_spell", object="c", targets=["bears"]), pass_("Alice"), pass_("Bob")]


def scenario(rules, bears_owner="Bob"):
    doc = make([obj("c", PONGIFY, zone="hand"), obj("bears", "Grizzly Bears", bears_owner)], PLAY)
    doc["rules"] = rules
    return doc


@pytest.mark.parametrize("rules, owner, rule", [("2007-02-01", "Alice", "216.1"), ("2026-06-19", "Bob", "111.2")])
def test_its_controller_controls_the_token_and_the_edition_says_who_owns_it(play, rules, owner, rule):
    r = play(scenario(rules))
    ape = objects_by_id(r.steps[-1].state)["ape"]
    assert ape["controller"] == "Bob" and ape["owner"] == owner
    assert "ape" in [o["id"] for o in r.steps[-1].state["zones"]["Bob"]["in_play"]]
    assert rule in rules_of(r.steps[-1])


def test_a_token_its_own_controller_creates_cites_no_other_owner(play):
    r = play(scenario("2026-06-19", bears_owner="Alice"))
    ape = objects_by_id(r.steps[-1].state)["ape"]
    assert ape["controller"] == ape["owner"] == "Alice"
    assert not any(c.concept == "token_owned_by_creator" for c in r.steps[-1].citations)


def test_no_token_when_the_noted_target_has_become_illegal(play):
    doc = scenario("2026-06-19")
    shock = free("Shock Bears", [{"do": "damage", "amount": 2, "to": "target:0"}])
    doc["objects"] += [obj("shock", shock, "Bob", zone="hand")]
    doc["actions"] = [act("play_spell", object="c", targets=["bears"]), pass_("Alice"),
                      act("play_spell", "Bob", object="shock", targets=["bears"]), pass_("Bob"), pass_("Alice"), pass_("Alice"), pass_("Bob")]
    r = play(doc)
    assert "ape" not in objects_by_id(r.steps[-1].state)
