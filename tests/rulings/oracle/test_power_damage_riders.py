""" "Tap target untapped creature. That creature deals damage equal to its power to its controller." and "Tap
target creature. It deals damage equal to its power to another target creature." (rulings/oracle/
power_damage_riders.py), played from real cards' Oracle text (power_damage_riders_cards.json: records copied
from the pool): Backlash, Traitor's Roar, Deadshot. The creature is the source of the damage, its power read as
the instruction is followed (2007 413.2f; 2026 608.2h); one word "target" each, so Deadshot's second target is
another creature (2007 409.1c; 2026 115.3)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "power_damage_riders_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Backlash", "Traitor's Roar", "Deadshot"]
#: "If that creature has three or more +1/+0 counters on it, it deals damage ... then destroy that creature": not read
NEAR_MISSES = ["Consuming Ferocity"]


def run(cards, doc):
    return run_scenario(load_scenario(doc, cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_power_damage_rider_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_power_damage_riders_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_backlash_taps_the_creature_and_it_deals_its_power_to_its_controller(cards, rules):
    objects = [obj("bl", "Backlash", zone="hand"), obj("s", "Swamp"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("giant", "Hill Giant", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bl", "targets": ["giant"],
                "mana_abilities": [{"object": "s"}, {"object": "m1"}, {"object": "m2"}]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "backlash"))
    assert not refused(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 17}, log(replay)
    giant = objects_in(replay.final_state)["giant"]
    assert giant["tapped"] and giant.get("damage", 0) == 0, log(replay)
    assert "Hill Giant deals 3 damage to Bob" in log(replay)  # the creature is the source
    assert {R2007: "413.2f", R2026: "608.2h"}[rules] in cited(replay)  # its controller read as the instruction is followed


@pytest.mark.parametrize("rules", EDITIONS)
def test_backlash_cant_target_a_tapped_creature(cards, rules):
    objects = [obj("bl", "Backlash", zone="hand"), obj("s", "Swamp"), obj("m1", "Mountain"), obj("m2", "Mountain"),
               obj("giant", "Hill Giant", owner="Bob", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bl", "targets": ["giant"],
                "mana_abilities": [{"object": "s"}, {"object": "m1"}, {"object": "m2"}]}]
    replay = run(cards, in_main_phase(objects, actions, rules, "backlash, tapped"))
    assert refused(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deadshot_taps_one_creature_and_it_deals_its_power_to_another(cards, rules):
    objects = [obj("ds", "Deadshot", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)),
               obj("giant", "Hill Giant", owner="Bob"), obj("bear", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ds", "targets": ["giant", "bear"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}, p("Alice"), p("Bob")]
    replay = run(cards, in_main_phase(objects, actions, rules, "deadshot"))
    assert not refused(replay), log(replay)
    assert objects_in(replay.final_state)["giant"]["tapped"] and zone_of(replay, "bear") == "graveyard", log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 20}, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_deadshot_cant_choose_the_same_creature_twice(cards, rules):
    objects = [obj("ds", "Deadshot", zone="hand"), *(obj(f"m{i}", "Mountain") for i in range(4)), obj("giant", "Hill Giant", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "ds", "targets": ["giant", "giant"],
                "mana_abilities": [{"object": f"m{i}"} for i in range(4)]}]
    replay = run(cards, in_main_phase(objects, actions, rules, "deadshot, one creature"))
    assert refused(replay) and zone_of(replay, "giant") == "in_play", log(replay)
