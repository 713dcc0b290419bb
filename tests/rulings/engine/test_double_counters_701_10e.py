"""Doubling the counters of a kind on a permanent (2026 701.10e: it is given as many as it already
has; effects/double_counters.py). The February 2007 rules have no such rule: the words are followed."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

DOUBLER = {"name": "Doubler", "mana_cost": "{0}", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "double_counters", "counter": "+1/+1", "to": "self"}],
                          "text": "{T}: Double the number of +1/+1 counters on this creature."}]}


def doubled(counters, rules="2026-06-19"):
    objects = [obj("d", DOUBLER, counters=counters)]
    actions = [act("activate_ability", "Alice", object="d", ability=0), pass_("Alice"), pass_("Bob")]
    replay = run_scenario(load_scenario({**make(objects, actions), "rules": rules}))
    d = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "d")
    return replay, d


def test_701_10e_the_permanent_is_given_as_many_as_it_has():
    replay, d = doubled({"+1/+1": 2})
    assert d["counters"] == {"+1/+1": 4} and (d["power"], d["toughness"]) == (5, 5)
    assert any(c.rule == "701.10e" for st in replay.steps for e in st.events for c in e.citations)


def test_none_doubled_is_none():
    _, d = doubled({})
    assert not d.get("counters")


def test_under_2007_the_words_are_followed_without_a_rule():
    replay, d = doubled({"+1/+1": 3}, "2007-02-01")
    assert d["counters"] == {"+1/+1": 6}
    assert not any(c.rule == "701.10e" for st in replay.steps for e in st.events for c in e.citations)
