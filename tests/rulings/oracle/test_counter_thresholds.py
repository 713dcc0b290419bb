""" "As long as this creature has three or more +1/+1 counters on it, it has flying." (Angelic Cub), "... a counter on
it, it can attack as though it didn't have defender." (Demon Wall, Scuttlegator, Skyclave Sentinel), read by
rulings/oracle/counter_thresholds.py (rulings/engine/counter_thresholds.py), played from real cards' Oracle text
(counter_thresholds_cards.json: records copied from the pool). The ability is the creature's own only while the
creature has that many counters (of the kind named, or of any kind), read again whenever its abilities are (2007
418.4a; 2026 611.3a). A type granted with it (Skyknight Squire, Ezio) or another kind of counter (Ichor
Synthesizer's oil counters) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused

CARDS = Path(__file__).parent / "counter_thresholds_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Angelic Cub", "Demon Wall", "Scuttlegator", "Skyclave Sentinel", "Thoughtbound Phantasm", "Vadmir, New Blood",
          "Voice of the Blessed"]
#: "and is a Knight / an Assassin in addition to its other types" (a type granted on the condition); oil counters
NEAR_MISSES = ["Skyknight Squire", "Ezio, Brash Novice", "Ichor Synthesizer"]


def play(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "counter thresholds"), cards=cards))


def keywords(replay, oid) -> list:
    return objects_in(replay.final_state)[oid]["keywords"]


def attack(rules, *attackers):
    """Alice attacks with `attackers`, Bob doesn't block, the combat damage is dealt (2007: through the stack, 310.1)."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": list(attackers)},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": []},
            {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
            {"type": "assign_combat_damage", "player": "Alice"}] + [p("Alice"), p("Bob")] * (3 if rules == R2007 else 2)


@pytest.mark.parametrize("name", PLAYED)
def test_counter_threshold_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_counter_thresholds_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_angelic_cub_flies_only_with_three_or_more_plus_one_counters(cards, rules):
    objects = [obj("three", "Angelic Cub", counters={"+1/+1": 3}), obj("two", "Angelic Cub", counters={"+1/+1": 2})]
    replay = play(cards, objects, [p("Alice")], rules)
    assert "flying" in keywords(replay, "three"), log(replay)
    assert "flying" not in keywords(replay, "two"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_voice_of_the_blessed_counts_each_threshold_on_its_own(cards, rules):
    objects = [obj("four", "Voice of the Blessed", counters={"+1/+1": 4}), obj("ten", "Voice of the Blessed", counters={"+1/+1": 10})]
    replay = play(cards, objects, [p("Alice")], rules)
    assert {"flying", "vigilance"} <= set(keywords(replay, "four")) and "indestructible" not in keywords(replay, "four"), log(replay)
    assert {"flying", "vigilance", "indestructible"} <= set(keywords(replay, "ten")), log(replay)


def test_vadmir_needs_plus_one_counters_not_other_kinds(cards):
    rules = R2026  # its other ability, a crime's trigger, is later than the February 2007 rules (2026 700.13)
    replay = play(cards, [obj("v", "Vadmir, New Blood", counters={"+1/+1": 4})], [p("Alice")], rules)  # legendary: one at a time
    assert {"menace", "lifelink"} <= set(keywords(replay, "v")), log(replay)
    replay = play(cards, [obj("v", "Vadmir, New Blood", counters={"charge": 4})], [p("Alice")], rules)
    assert not {"menace", "lifelink"} & set(keywords(replay, "v")), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_scuttlegator_attacks_despite_defender_only_with_a_plus_one_counter(cards, rules):
    bare = play(cards, [obj("gator", "Scuttlegator")], attack(rules, "gator")[:2], rules)
    assert len(refused(bare)) == 1, log(bare)  # defender (2007 502.41b; 2026 702.3b)
    replay = play(cards, [obj("gator", "Scuttlegator", counters={"+1/+1": 1})], attack(rules, "gator"), rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 13, log(replay)  # a 6/6 with its counter
    assert {R2007: "502.41b", R2026: "702.3b"}[rules] in cited(bare), sorted(cited(bare))


@pytest.mark.parametrize("rules", EDITIONS)
def test_demon_wall_attacks_with_a_counter_of_any_kind(cards, rules):
    bare = play(cards, [obj("wall", "Demon Wall")], attack(rules, "wall")[:2], rules)
    assert len(refused(bare)) == 1, log(bare)
    replay = play(cards, [obj("wall", "Demon Wall", counters={"charge": 1})], attack(rules, "wall"), rules)
    assert not refused(replay), log(replay)
    assert life(replay)["Bob"] == 17, log(replay)  # a 3/3 (a charge counter changes no power)
