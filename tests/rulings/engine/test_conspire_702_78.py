"""Conspire (2026 702.78a): an optional additional cost, tapping two untapped creatures the
caster controls that each share a color with the spell (no {T} symbol: summoning sickness
doesn't matter); paid, the spell's conspire ability copies it as it is cast."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

ZAP = {"name": "Red Zap", "mana_cost": "{R}", "types": ["Instant"], "colors": ["red"], "targets": ["player"],
       "effect": [{"do": "damage", "amount": 1, "to": "target:0"}],
       "abilities": [{"kind": "keyword", "keyword": "conspire"}], "text": "Red Zap deals 1 damage to target player."}
RED = {"name": "Red Pup", "mana_cost": "{R}", "types": ["Creature"], "power": 1, "toughness": 1, "text": ""}


def cast(tapped_one=False):
    objs = [obj("zap", ZAP, zone="hand"), obj("m", "Mountain"), obj("p1", RED, tapped=tapped_one, arrived_this_turn=True),
            obj("p2", RED, arrived_this_turn=True)]
    actions = [act("play_spell", object="zap", targets=["Bob"], pay={"conspire": ["p1", "p2"]}),
               pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")]
    return run_scenario(load_scenario({**make(objs, actions), "rules": "2026-06-19"}))


def test_702_78a_two_summoning_sick_creatures_are_tapped_and_the_spell_is_copied():
    replay = cast()
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    bob = next(p for p in replay.steps[-1].state["players"] if p["name"] == "Bob")
    assert bob["life"] == 18


def test_an_already_tapped_creature_can_not_pay_conspire():
    assert cast(tapped_one=True).steps[1].refused
