"""Casualty N (2026 702.153a): an optional additional cost, sacrificing a creature with power
N or greater the caster controls; paid, the spell's casualty ability copies it as it is cast."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

ZAP = {"name": "Grim Zap", "mana_cost": "{0}", "types": ["Instant"], "targets": ["player"],
       "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
       "abilities": [{"kind": "keyword", "keyword": "casualty", "count": 2}], "text": "Grim Zap deals 1 damage to target player."}
PLAIN = {**ZAP, "name": "Plain Zap", "abilities": []}


def cast(card, victim_owner="Alice", victim="Hill Giant"):
    objs = [obj("zap", card, zone="hand"), obj("victim", victim, victim_owner)]
    actions = [act("play_spell", object="zap", targets=["Bob"], pay={"casualty": ["victim"]}),
               pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    return run_scenario(load_scenario({**make(objs, actions), "rules": "2026-06-19"}))


def test_702_153a_paid_casualty_copies_the_spell():
    replay = cast(ZAP)
    assert not any(st.refused for st in replay.steps)
    bob = next(p for p in replay.steps[-1].state["players"] if p["name"] == "Bob")
    assert bob["life"] == 18
    assert any(c.rule == "702.153a" for st in replay.steps for ev in st.events for c in ev.citations)


def test_a_spell_without_casualty_can_not_be_paid_for_with_a_sacrifice():
    assert cast(PLAIN).steps[1].refused


def test_an_opponents_creature_can_not_be_sacrificed_for_casualty():
    assert cast(ZAP, victim_owner="Bob").steps[1].refused
