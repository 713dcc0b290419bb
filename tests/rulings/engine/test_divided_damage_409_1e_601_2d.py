""" "N damage divided as you choose among ... targets" (`divided_damage`,
rulings/engine/divided_damage.py): the division is announced as the spell is cast, with its
targets, each target at least 1 (2007: 409.1e; 2026: 601.2d); an illegal target's part is not
dealt on resolution (2007: 413.2a; 2026: 608.2b)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, free, make, obj, pass_

BOLT = {"name": "Split Bolt", "mana_cost": "{0}", "types": ["Instant"],
        "text": "Split Bolt deals 3 damage divided as you choose among one or two targets.",
        "targets": ["any_target", {"player": "any", "types": ["Creature", "Planeswalker"], "up_to": True}],
        "effect": [{"do": "divided_damage", "amount": 3, "among": ["target:0", "target:1"]}]}
DIVISION = {"2007-02-01": "409.1e", "2026-06-19": "601.2d"}


def cited(r):
    return {c.rule for st in r.steps for e in st.events for c in e.citations}


@pytest.mark.parametrize("rules", DIVISION)
def test_409_1e_601_2d_the_division_is_announced_as_it_is_cast(play, rules):
    objs = [obj("s", BOLT, zone="hand"), obj("b", "Grizzly Bears", "Bob")]
    r = play({**make(objs, [act("play_spell", object="s", targets=["b", "Bob"], divide=[2, 1]), pass_("Alice"), pass_("Bob")]),
              "rules": rules})
    assert not any(st.refused for st in r.steps)
    assert r.final_state["players"][1]["life"] == 19
    assert any("the division: 2 to" in c.reason for st in r.steps for e in st.events for c in e.citations)
    assert DIVISION[rules] in cited(r)


def test_each_target_must_receive_at_least_one(play):
    with pytest.raises(ScenarioError, match=r"divide\[1\]"):
        play(make([obj("s", BOLT, zone="hand"), obj("b", "Grizzly Bears", "Bob")],
                  [act("play_spell", object="s", targets=["b", "Bob"], divide=[3, 0])]))


def test_a_division_of_another_total_is_refused(play):
    r = play(make([obj("s", BOLT, zone="hand"), obj("b", "Grizzly Bears", "Bob")],
                  [act("play_spell", object="s", targets=["b", "Bob"], divide=[1, 1])]))
    assert r.steps[-1].refused
    assert any(c.rule == "409.1e" for e in r.steps[-1].events for c in e.citations)


def test_a_spell_that_divides_nothing_takes_no_division(play):
    shock = free("Zap", [{"do": "damage", "amount": 2, "to": "target:0"}])
    r = play(make([obj("s", shock, zone="hand"), obj("b", "Grizzly Bears", "Bob")],
                  [act("play_spell", object="s", targets=["b"], divide=[2])]))
    assert r.steps[-1].refused


def test_among_must_name_targets():
    bad = {**BOLT, "effect": [{"do": "divided_damage", "amount": 3, "among": ["you"]}]}
    with pytest.raises(ScenarioError, match="among"):
        load_scenario(make([obj("s", bad, zone="hand")], []))


@pytest.mark.parametrize("rules", DIVISION)
def test_one_target_takes_all_of_it_without_a_division(play, rules):
    r = play({**make([obj("s", BOLT, zone="hand")], [act("play_spell", object="s", targets=["Bob"]), pass_("Alice"), pass_("Bob")]),
              "rules": rules})
    assert not any(st.refused for st in r.steps)
    assert r.final_state["players"][1]["life"] == 17
