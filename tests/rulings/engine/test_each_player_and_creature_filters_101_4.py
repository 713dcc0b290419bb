""""Each player" / "each opponent" instructions, followed in APNAP order
(2026: 101.4; 2007: 103.4), and the creature filters static abilities and
"each creature" instructions share: a creature type, "other", "you control",
"your opponents control" ("Other Sliver creatures you control get +1/+1")."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def sorcery(name, effect):
    return {"name": name, "mana_cost": "{0}", "types": ["Sorcery"], "effect": effect, "text": name}


def played(objects, actions, rules=R26):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


CASTS = [act("play_spell", object="s"), pass_("Alice"), pass_("Bob")]


@pytest.mark.parametrize("rules, rule", [(R26, "101.4"), (R07, "103.4")])
def test_each_opponent_loses_life_and_you_dont(rules, rule):
    drain = sorcery("Drain", [{"do": "for_each", "players": "each_opponent",
                               "effect": [{"do": "lose_life", "amount": 2, "player": "it"}]}])
    r = played([obj("s", drain, zone="hand")], CASTS, rules)
    assert [p["life"] for p in r.final_state["players"]] == [20, 18]
    assert rule in rules_of(r.steps[-1])


def test_each_player_draws_a_card_in_apnap_order():
    howl = sorcery("Howling", [{"do": "for_each", "players": "each_player", "effect": [{"do": "draw", "amount": 1, "player": "it"}]}])
    r = played([obj("s", howl, zone="hand"), obj("a1", "Forest", zone="library"), obj("b1", "Island", "Bob", zone="library")], CASTS)
    texts = [e.text for e in r.steps[-1].events]
    alice = next(i for i, t in enumerate(texts) if t.startswith("Alice draws"))
    bob = next(i for i, t in enumerate(texts) if t.startswith("Bob draws"))
    assert alice < bob


def test_each_player_is_dealt_damage():
    quake = sorcery("Quake", [{"do": "for_each", "players": "each_player", "effect": [{"do": "damage", "amount": 1, "to": "it"}]}])
    r = played([obj("s", quake, zone="hand")], CASTS)
    assert [p["life"] for p in r.final_state["players"]] == [19, 19]


SLIVER_LORD = {"name": "Lord Sliver", "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Sliver"], "power": 1, "toughness": 1,
               "abilities": [{"kind": "static", "affects": "creatures", "filter": {"subtype": "Sliver", "other": True, "you_control": True},
                              "pump": {"power": 1, "toughness": 1}, "text": "Other Sliver creatures you control get +1/+1."}]}
SLIVER = {"name": "Plain Sliver", "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Sliver"], "power": 2, "toughness": 2}


@pytest.mark.parametrize("rules", [R07, R26])
def test_other_sliver_creatures_you_control_get_plus_one(rules):
    r = played([obj("lord", SLIVER_LORD), obj("mine", SLIVER), obj("theirs", SLIVER, "Bob"), obj("bears", "Grizzly Bears")], [], rules)
    objs = objects_by_id(r.final_state)
    assert (objs["lord"]["power"], objs["mine"]["power"], objs["theirs"]["power"], objs["bears"]["power"]) == (1, 3, 2, 2)


def test_a_creature_that_becomes_a_sliver_gets_the_bonus():
    """The filter reads the creature type after type-changing effects (layer 4)."""
    become = {"name": "Become", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "set_types", "types": ["Creature"], "subtypes": ["Sliver"], "to": "target:0", "until": "end_of_turn"}],
              "text": "Target creature becomes a Sliver."}
    r = played([obj("lord", SLIVER_LORD), obj("bears", "Grizzly Bears"), obj("b", become, zone="hand")],
               [act("play_spell", object="b", targets=["bears"]), pass_("Alice"), pass_("Bob")])
    assert objects_by_id(r.final_state)["bears"]["power"] == 3
    assert "613.1d" in rules_of(r.steps[-1])


def test_destroy_each_creature_your_opponents_control():
    purge = sorcery("Purge", [{"do": "for_each", "creatures": {"opponents_control": True}, "effect": [{"do": "destroy", "what": "it"}]}])
    r = played([obj("s", purge, zone="hand"), obj("mine", "Grizzly Bears"), obj("theirs", "Grizzly Bears", "Bob")], CASTS)
    objs = objects_by_id(r.final_state)
    assert objs["mine"]["zone"] == "in_play" and objs["theirs"]["zone"] == "graveyard"


def test_each_other_creature_of_a_type_gets_a_counter():
    rally = {"name": "Rally", "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Bear"], "power": 1, "toughness": 1,
             "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
                            "effect": [{"do": "for_each", "creatures": {"subtype": "Bear", "other": True},
                                        "effect": [{"do": "put_counters", "to": "it"}]}], "text": "Rally."}]}
    r = played([obj("s", rally, zone="hand"), obj("bears", "Grizzly Bears"), obj("giant", "Hill Giant")],
               CASTS + [pass_("Alice"), pass_("Bob")])
    objs = objects_by_id(r.final_state)
    assert (objs["bears"]["counters"], objs["giant"]["counters"], objs["s"]["counters"]) == ({"+1/+1": 1}, {}, {})


def test_the_validator_refuses_both_players_and_creatures():
    bad = sorcery("Bad", [{"do": "for_each", "players": "each_player", "creatures": {}, "effect": []}])
    with pytest.raises(ScenarioError):
        load_scenario(make([obj("s", bad, zone="hand")], []))
