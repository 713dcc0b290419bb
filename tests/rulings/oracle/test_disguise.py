"""Disguise (2026 702.168; rulings/engine/disguise.py): "Disguise {3}{R}{R}" is the engine's morph with
`disguise`: cast face down for {3} as a 2/2 with ward {2} (702.168a-b), turned face up for the disguise
cost as a special action (702.168d). Later than February 2007: refused under those rules."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from .conftest import cited, cited_pairs, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "disguise_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "disguise", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def cast_face_down(oid="basher", lands=3):
    return {"type": "play_spell", "player": "Alice", "object": oid, "face_down": True,
            "mana_abilities": [{"object": f"m{i}"} for i in range(lands)]}


def mountains(n, owner="Alice", first=0):
    return [obj(f"m{i}", "Mountain", owner=owner) for i in range(first, first + n)]


@pytest.mark.parametrize("name", ["Bolrac-Clan Basher", "Defenestrated Phantom", "Vengeful Creeper"])
def test_the_card_is_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_disguise_is_morph_with_disguise(compiled):
    assert {"kind": "keyword", "keyword": "morph", "cost": "{3}{R}{R}", "disguise": True} in compiled["Bolrac-Clan Basher"].definition["abilities"]


def test_702_168a_cast_face_down_for_3_as_a_2_2_with_ward_2(cards):
    replay = run_scenario(load_scenario(scenario([obj("basher", "Bolrac-Clan Basher", zone="hand"), *mountains(3)],
                                                 [cast_face_down(), p("Alice"), p("Bob")]), cards=cards))
    assert not refused(replay), log(replay)
    basher = objects_in(replay.final_state)["basher"]
    assert (basher["face_down"], basher["power"], basher["toughness"]) == (True, 2, 2)
    assert "ward" in " ".join(basher["keywords"])
    assert ("702.168a", "disguise") in cited_pairs(replay)


def test_702_168b_ward_2_counters_an_opponents_bolt_unless_they_pay(cards):
    objects = [obj("basher", "Bolrac-Clan Basher", face_down=True), obj("bolt", "Lightning Bolt", owner="Bob", zone="hand"),
               obj("bm", "Mountain", owner="Bob")]
    data = scenario(objects, [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["basher"],
                                           "mana_abilities": [{"object": "bm"}]}, p("Bob"), p("Alice")])
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "basher") == "in_play"  # Bob can't pay {2}: the Bolt is countered
    assert "702.21a" in cited(replay)


def test_702_168d_turned_face_up_for_its_disguise_cost(cards):
    objects = [obj("basher", "Bolrac-Clan Basher", face_down=True), *mountains(5)]
    actions = [*[{"type": "activate_ability", "player": "Alice", "object": f"m{i}", "ability": 0} for i in range(5)],
               {"type": "turn_face_up", "player": "Alice", "object": "basher"}]
    replay = run_scenario(load_scenario(scenario(objects, actions), cards=cards))
    assert not refused(replay), log(replay)
    basher = objects_in(replay.final_state)["basher"]
    assert (basher["face_down"], basher["name"], basher["power"]) == (False, "Bolrac-Clan Basher", 3)
    assert not any("ward" in k for k in basher["keywords"])
    assert ("702.168d", "disguise_turn_face_up") in cited_pairs(replay)


def test_the_2007_rules_refuse_disguise(cards):
    with pytest.raises(ScenarioError) as err:
        load_scenario(scenario([obj("basher", "Bolrac-Clan Basher", zone="hand")], [], rules=R07), cards=cards)
    assert "disguise" in str(err.value)
