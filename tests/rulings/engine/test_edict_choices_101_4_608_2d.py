""""Each player / each opponent / target player sacrifices a creature of their choice" (the
`players_sacrifice` instruction): each player named chooses as it resolves (2026 608.2d; 2007
413.2c), in APNAP order (2026 101.4; 2007 103.4), and the creatures leave in one event (2026
603.10a; 2007 410.10d). The loader checks the `sacrifices` choice, naming the field."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def sorcery(players):
    return {"name": "Edict", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Edict",
            "effect": [{"do": "players_sacrifice", "players": players}]}


def played(players, choices=None, rules=R26):
    objects = [obj("s", sorcery(players), zone="hand"), obj("a1", "Grizzly Bears"), obj("a2", "Hill Giant"),
               obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Hill Giant", "Bob")]
    last = {**pass_("Bob"), **({"choices": {"s": {"sacrifices": choices}}} if choices else {})}
    return run_scenario(load_scenario({**make(objects, [act("play_spell", object="s"), pass_("Alice"), last]), "rules": rules}))


@pytest.mark.parametrize("rules, apnap, choice, together", [(R26, "101.4", "608.2d", "603.10a"), (R07, "103.4", "413.2c", "410.10d")])
def test_each_player_sacrifices_the_creature_they_chose_in_one_event(rules, apnap, choice, together):
    r = played("each_player", {"Alice": "a1", "Bob": "b2"}, rules)
    zones = {oid: o["zone"] for oid, o in objects_by_id(r.final_state).items()}
    assert (zones["a1"], zones["a2"], zones["b1"], zones["b2"]) == ("graveyard", "in_play", "in_play", "graveyard")
    assert {apnap, choice, together} <= set(rules_of(r.steps[-1]))


def test_each_opponent_spares_the_controller():
    r = played("each_opponent", {"Bob": "b1"})
    zones = {oid: o["zone"] for oid, o in objects_by_id(r.final_state).items()}
    assert (zones["a1"], zones["a2"], zones["b1"], zones["b2"]) == ("in_play", "in_play", "graveyard", "in_play")


def test_the_loader_refuses_a_sacrifices_choice_for_an_unknown_object_naming_the_field():
    objects = [obj("s", sorcery("each_player"), zone="hand"), obj("b1", "Grizzly Bears", "Bob")]
    bad = {**pass_("Bob"), "choices": {"s": {"sacrifices": {"Bob": "nope"}}}}
    with pytest.raises(ScenarioError, match=r"sacrifices\.Bob"):
        load_scenario(make(objects, [act("play_spell", object="s"), pass_("Alice"), bad]))


def test_the_loader_refuses_a_sacrifices_choice_for_an_unknown_player():
    objects = [obj("s", sorcery("each_player"), zone="hand"), obj("b1", "Grizzly Bears", "Bob")]
    bad = {**pass_("Bob"), "choices": {"s": {"sacrifices": {"Carol": "b1"}}}}
    with pytest.raises(ScenarioError, match=r"sacrifices\.Carol"):
        load_scenario(make(objects, [act("play_spell", object="s"), pass_("Alice"), bad]))


def test_a_choice_for_a_player_who_sacrifices_nothing_here_is_refused():
    r = played("each_opponent", {"Alice": "a1", "Bob": "b1"})
    assert r.steps[-1].refused
    assert {o["zone"] for oid, o in objects_by_id(r.final_state).items() if oid in ("a1", "b1")} == {"in_play"}


def test_the_loader_refuses_an_unknown_kind_of_permanent_and_a_missing_player():
    bad = {"name": "Edict", "mana_cost": "{0}", "types": ["Sorcery"], "text": "Edict",
           "effect": [{"do": "players_sacrifice", "players": "each_player", "sacrificed": "token"}]}
    with pytest.raises(ScenarioError, match="sacrificed"):
        load_scenario(make([obj("s", bad, zone="hand")], []))
    none = {**bad, "effect": [{"do": "players_sacrifice"}]}
    with pytest.raises(ScenarioError, match="player"):
        load_scenario(make([obj("s", none, zone="hand")], []))


def test_each_player_sacrifices_a_land_only_lands_count():
    land = {**sorcery("each_player"), "effect": [{"do": "players_sacrifice", "players": "each_player", "sacrificed": "land"}]}
    objects = [obj("s", land, zone="hand"), obj("a1", "Grizzly Bears"), obj("m", "Mountain"), obj("b1", "Grizzly Bears", "Bob")]
    r = run_scenario(load_scenario(make(objects, [act("play_spell", object="s"), pass_("Alice"), pass_("Bob")])))
    zones = {oid: o["zone"] for oid, o in objects_by_id(r.final_state).items()}
    assert (zones["m"], zones["a1"], zones["b1"]) == ("graveyard", "in_play", "in_play")
    assert "Bob controls no land, so Bob sacrifices nothing." in [e.text for e in r.steps[-1].events]


def test_the_loader_refuses_a_count_of_zero_and_a_payer_who_isnt_a_player():
    zero = {**sorcery("each_player"), "effect": [{"do": "players_sacrifice", "players": "each_player", "count": 0}]}
    with pytest.raises(ScenarioError, match=r"count"):
        load_scenario(make([obj("s", zero, zone="hand")], []))
    pay = {**sorcery("each_opponent"), "effect": [{"do": "players_sacrifice", "players": "each_opponent", "unless_they_pay": 2}]}
    bad = {**pass_("Bob"), "choices": {"s": {"payers": ["Carol"]}}}
    with pytest.raises(ScenarioError, match=r"payers\[0\]"):
        load_scenario(make([obj("s", pay, zone="hand")], [act("play_spell", object="s"), pass_("Alice"), bad]))


def test_each_other_player_spares_the_controller_and_a_list_names_two():
    two = {**sorcery("each_other_player"), "effect": [{"do": "players_sacrifice", "players": "each_other_player", "count": 2}]}
    objects = [obj("s", two, zone="hand"), obj("a1", "Grizzly Bears"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Hill Giant", "Bob"),
               obj("b3", "Hill Giant", "Bob")]
    last = {**pass_("Bob"), "choices": {"s": {"sacrifices": {"Bob": ["b1", "b3"]}}}}
    r = run_scenario(load_scenario(make(objects, [act("play_spell", object="s"), pass_("Alice"), last])))
    zones = {oid: o["zone"] for oid, o in objects_by_id(r.final_state).items()}
    assert (zones["a1"], zones["b1"], zones["b2"], zones["b3"]) == ("in_play", "graveyard", "in_play", "graveyard")
    assert {"413.2c", "410.10d"} <= set(rules_of(r.steps[-1]))  # the default edition: February 2007
