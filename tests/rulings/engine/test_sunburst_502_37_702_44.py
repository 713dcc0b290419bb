"""Sunburst (2007 502.37a-b; 2026 702.44a-b): counters for each color of mana spent to cast the
object, only as it enters from the stack as a resolving spell, and none when no colored mana
was spent."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

SUN = {"name": "Sun Golem", "mana_cost": "{2}", "types": ["Artifact", "Creature"], "power": 0, "toughness": 0,
       "abilities": [{"kind": "keyword", "keyword": "sunburst"}], "text": "Sunburst"}
ROCK = {"name": "Gray Rock", "mana_cost": "{1}", "types": ["Artifact"],
        "abilities": [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{C}"}], "text": "{T}: Add {C}."}]}


def where(replay, oid):
    for p in replay.steps[-1].state["zones"].values():
        for zone, objs in p.items():
            for o in objs:
                if o["id"] == oid:
                    return zone, o.get("counters", {})
    return None, {}


def test_702_44b_no_colored_mana_spent_no_counter_and_the_0_0_creature_dies():
    objs = [obj("golem", SUN, zone="hand"), obj("r0", ROCK), obj("r1", ROCK)]
    replay = run_scenario(load_scenario({**make(objs, [act("play_spell", object="golem", mana_abilities=[{"object": "r0"}, {"object": "r1"}]),
                                                       pass_("Alice"), pass_("Bob")]), "rules": "2026-06-19"}))
    assert not any(st.refused for st in replay.steps)
    assert where(replay, "golem")[0] == "graveyard"


def test_502_37a_mana_of_two_colors_two_counters_under_2007():
    objs = [obj("golem", SUN, zone="hand"), obj("f", "Forest"), obj("m", "Mountain")]
    replay = run_scenario(load_scenario({**make(objs, [act("play_spell", object="golem", mana_abilities=[{"object": "f"}, {"object": "m"}]),
                                                       pass_("Alice"), pass_("Bob")]), "rules": "2007-02-01"}))
    assert where(replay, "golem") == ("in_play", {"+1/+1": 2})
    assert any(c.rule == "502.37a" for st in replay.steps for c in st.citations)

