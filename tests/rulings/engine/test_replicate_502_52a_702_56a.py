"""Replicate (2007: 502.52a; 2026: 702.56a): its cost paid any number of times as an additional
cost (`pay: {"replicate": N}`), and a copy of the spell for each time it was paid."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_

R2007, R2026 = "2007-02-01", "2026-06-19"
PINGER = {"name": "Pinger", "mana_cost": "{R}", "types": ["Instant"], "targets": ["any_target"],
          "abilities": [{"kind": "keyword", "keyword": "replicate", "cost": "{R}"}],
          "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "Replicate {R}\nPinger deals 1 damage to any target."}


def scenario(times, lands, rules):
    objs = [obj("p", PINGER, zone="hand")] + [obj(f"m{i}", "Mountain") for i in range(lands)]
    data = make(objs, [act("play_spell", object="p", targets=["Bob"], pay={"replicate": times}),
                       *[a for _ in range(times + 2) for a in (pass_("Alice"), pass_("Bob"))]])
    data["rules"] = rules
    return data


@pytest.mark.parametrize("rules,rule", [(R2007, "502.52a"), (R2026, "702.56a")])
def test_replicate_paid_three_times_makes_three_copies(play, rules, rule):
    r = play(scenario(3, 4, rules))
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][1]["life"] == 16
    assert rule in {c.rule for s in r.steps for c in s.citations}


def test_replicate_cost_must_be_paid_each_time(play):
    r = play(scenario(3, 3, R2026))  # {R} and {R} three times: four Mountains needed
    assert r.steps[1].refused


def test_pay_replicate_must_be_a_whole_number_in_bounds():
    with pytest.raises(ScenarioError, match=r"pay\.replicate"):
        load_scenario(scenario(-1, 1, R2026))
