"""Linked abilities (2007: 217.7d; 2026: 607.2a): "return the exiled card" refers only to the card
the same object's linked ability exiled, not to cards another object exiled, nor to what the
object exiled before it left and came back (a new object, 2007: 217.1c; 2026: 400.7)."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

ENTERS = "When this creature enters, exile another target creature."
LEAVES = "When this creature leaves the battlefield, return the exiled card to the battlefield under its owner's control."


def butcher(name):
    return {"name": name, "mana_cost": "{0}", "types": ["Creature"], "power": 2, "toughness": 2, "text": f"{ENTERS}\n{LEAVES}",
            "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "text": ENTERS,
                           "targets": [{"other": True, "types": ["Creature"]}], "effect": [{"do": "exile_linked", "what": "target:0"}]},
                          {"kind": "triggered", "trigger": {"event": "leaves_play", "who": "self"}, "text": LEAVES,
                           "effect": [{"do": "return_linked_exiled"}]}]}


KILL = {"name": "Kill", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"], "text": "Destroy target creature.",
        "effect": [{"do": "destroy", "what": "target:0"}]}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2, "text": ""}


def run(rules):
    objs = [obj("a", butcher("First Butcher"), zone="hand"), obj("b", butcher("Second Butcher"), zone="hand"),
            obj("kill", KILL, zone="hand"), obj("x", BEAR, owner="Bob"), obj("y", BEAR, owner="Bob")]
    actions = [act("play_spell", object="a"), pass_("Alice"), {**pass_("Bob"), "trigger_targets": {"a": ["x"]}}, pass_("Alice"), pass_("Bob"),
               act("play_spell", object="b"), pass_("Alice"), {**pass_("Bob"), "trigger_targets": {"b": ["y"]}}, pass_("Alice"), pass_("Bob"),
               act("play_spell", object="kill", targets=["a"]), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    return run_scenario(load_scenario({**make(objs, actions), "rules": rules}))


@pytest.mark.parametrize("rules,rule", [("2007-02-01", "217.7d"), ("2026-06-19", "607.2a")])
def test_the_leaves_ability_returns_only_what_its_own_object_exiled(rules, rule):
    replay = run(rules)
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps for e in st.events]
    bob = replay.final_state["zones"]["Bob"]
    assert [o["id"] for o in bob["in_play"]] == ["x"]
    assert [o["id"] for o in bob["removed_from_game"]] == ["y"]
    assert rule in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}
