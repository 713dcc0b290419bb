"""Poison counters (420.5h; 704.5c in June 2026): ten or more lose the game;
and under the 2026 rules infect (702.90) and wither (702.80), damage that
gives poison counters and -1/-1 counters instead."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import act, make, obj, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def instant(name, effect, targets=("creature_or_player",)):
    return {"name": name, "mana_cost": "{0}", "types": ["Instant"], "targets": list(targets), "effect": effect, "text": name}


VENOM = instant("Venom", [{"do": "poison", "amount": 2, "player": "target:0"}], ("player",))


def played(data, rules=R07):
    return run_scenario(load_scenario({**data, "rules": rules}))


def with_poison(data, n):
    data["players"][1]["poison"] = n
    return data


@pytest.mark.parametrize("rules, rule", [(R07, "420.5h"), (R26, "704.5c")])
def test_a_player_with_ten_poison_counters_loses_the_game(rules, rule):
    r = played(with_poison(make([obj("v", VENOM, zone="hand")], [act("play_spell", object="v", targets=["Bob"]),
                                                                  pass_("Alice"), pass_("Bob")]), 8), rules)
    bob = r.final_state["players"][1]
    assert bob["poison"] == 10 and bob["lost"] is True and rule in rules_of(r.steps[-1])


def test_420_5h_nine_poison_counters_do_not_lose():
    r = played(with_poison(make([obj("v", VENOM, zone="hand")], [act("play_spell", object="v", targets=["Bob"]),
                                                                  pass_("Alice"), pass_("Bob")]), 7))
    assert r.final_state["players"][1]["poison"] == 9 and r.final_state["players"][1]["lost"] is False


def test_a_player_without_poison_shows_none_in_the_snapshot():
    r = played(make([], []))
    assert "poison" not in r.final_state["players"][0]


def pinger(keyword):
    return {"name": "Pinger", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "keyword", "keyword": keyword},
        {"kind": "activated", "cost": {"tap": True}, "targets": ["creature_or_player"],
         "effect": [{"do": "damage", "amount": 2, "to": "target:0"}], "text": "{T}: Pinger deals 2 damage to any target."}]}


def ping(keyword, target, rules):
    data = make([obj("p", pinger(keyword)), obj("bears", "Grizzly Bears", "Bob")],
                [act("activate_ability", object="p", ability=1, targets=[target]), pass_("Alice"), pass_("Bob")])
    return played(data, rules)


def bears(step):
    return next(o for o in step.state["zones"]["Bob"]["in_play"] + step.state["zones"]["Bob"]["graveyard"] if o["id"] == "bears")


def test_702_90b_damage_from_a_source_with_infect_gives_a_player_poison_counters_not_life_loss():
    last = ping("infect", "Bob", R26).steps[-1]
    assert last.state["players"][1]["life"] == 20 and last.state["players"][1]["poison"] == 2
    assert "702.90b" in rules_of(last)


def test_702_90c_damage_from_a_source_with_infect_gives_a_creature_minus_1_counters():
    last = ping("infect", "bears", R26).steps[-1]
    assert bears(last)["zone"] == "graveyard" and "702.90c" in rules_of(last)  # a 2/2 with two -1/-1 counters is 0/0


def test_702_80a_wither_gives_a_creature_minus_1_counters_and_a_player_loses_life():
    last = ping("wither", "Bob", R26).steps[-1]
    assert last.state["players"][1]["life"] == 18 and "poison" not in last.state["players"][1]
    data = make([obj("p", pinger("wither")), obj("wall", {"name": "Wall", "mana_cost": "{1}", "types": ["Creature"],
                                                           "power": 0, "toughness": 4}, "Bob")],
                [act("activate_ability", object="p", ability=1, targets=["wall"]), pass_("Alice"), pass_("Bob")])
    wall = next(o for o in played(data, R26).final_state["zones"]["Bob"]["in_play"] if o["id"] == "wall")
    assert wall["counters"] == {"-1/-1": 2} and wall["damage"] == 0 and wall["toughness"] == 2


def test_under_2007_infect_is_not_a_rule_so_the_damage_is_dealt_as_usual():
    last = ping("infect", "Bob", R07).steps[-1]
    assert last.state["players"][1]["life"] == 18 and "poison" not in last.state["players"][1]


def test_poison_counters_given_at_the_start_are_checked():
    with pytest.raises(ScenarioError) as e:
        load_scenario(with_poison(make([], []), -1))
    assert "players[1].poison" in str(e.value)
