"""Sunburst (2007 502.37a; 2026 702.44a) on real cards: Skyreach Manta (a 0/0 artifact
creature with flying and sunburst) enters with a +1/+1 counter for each color of mana spent
to cast it; Pentad Prism (a noncreature artifact) with charge counters instead."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def cast(lookup, card, lands, rules=R26):
    objects = [obj("it", card, zone="hand"), *(obj(f"l{i}", land) for i, land in enumerate(lands))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "it",
                "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    data = {"format": 1, "rules": rules, "name": "sunburst", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


def found(replay, oid):
    for zones in replay.final_state["zones"].values():
        for zone, objs in zones.items():
            for o in objs:
                if o["id"] == oid:
                    return zone, o.get("counters", {})
    return None, {}


def test_the_sunburst_cards_are_fully_played(pool):
    assert pool["Skyreach Manta"].played and pool["Pentad Prism"].played
    assert {"kind": "keyword", "keyword": "sunburst"} in pool["Skyreach Manta"].definition["abilities"]


@pytest.mark.parametrize("rules, number", [(R26, "702.44a"), (R07, "502.37a")])
def test_a_creature_enters_with_a_counter_for_each_color_spent(lookup, rules, number):
    replay = cast(lookup, "Skyreach Manta", ["Plains", "Island", "Swamp", "Mountain", "Mountain"], rules)
    assert not any(st.refused for st in replay.steps)
    assert found(replay, "it") == ("in_play", {"+1/+1": 4})
    assert number in {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


def test_a_noncreature_enters_with_charge_counters(lookup):
    assert found(cast(lookup, "Pentad Prism", ["Island", "Mountain"]), "it") == ("in_play", {"charge": 2})


def test_two_mana_of_one_color_count_once(lookup):
    assert found(cast(lookup, "Pentad Prism", ["Forest", "Forest"]), "it") == ("in_play", {"charge": 1})


def test_a_lone_color_makes_a_1_1_creature_one_color_short_of_more(lookup):
    replay = cast(lookup, "Skyreach Manta", ["Forest"] * 5)
    assert found(replay, "it") == ("in_play", {"+1/+1": 1})


def test_near_miss_modular_sunburst_stays_text_only():
    text = "Modular—Sunburst (This creature enters with a +1/+1 counter on it for each color of mana spent to cast it. When it dies, you may put its +1/+1 counters on target artifact creature.)"
    assert not compile_card({"name": "Near Miss", "mana_cost": "{6}", "types": ["Artifact", "Creature"], "power": "0",
                             "toughness": "0", "text": text}).played
