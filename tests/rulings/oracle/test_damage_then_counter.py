""" "~ deals 1 damage to target creature. Put a -1/-1 counter on that creature." (Puncture Bolt;
rulings/oracle/damage_then_counter.py), played from a real card's Oracle text
(damage_then_counter_cards.json: records copied from the pool): "that creature" is the target the
damage sentence named; the counter is put on it as the spell resolves (2007 413.2a; 2026 608.2b)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, counters, in_main_phase, log, obj, p, pt, zone_of

CARDS = Path(__file__).parent / "damage_then_counter_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Puncture Bolt"]
#: "that creature" that is not the target of a damage sentence before it: a blocker (Quagmire Lamprey),
#: the enchanted creature (Unstable Mutation, played by counters_placed, not by this template)
NEAR_MISSES = ["Quagmire Lamprey"]


def bolt(cards, rules, target_card):
    objects = [obj("c", "Puncture Bolt", zone="hand"), obj("l0", "Mountain"), obj("m0", "Mountain"),
               obj("t", target_card, owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "targets": ["t"],
                "mana_abilities": [{"object": "l0"}, {"object": "m0"}]}, p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "puncture bolt"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


@pytest.mark.parametrize("name", PLAYED)
def test_damage_then_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_that_creature_counters_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_unstable_mutation_still_puts_its_counter_on_the_enchanted_creature(compiled):
    assert compiled["Unstable Mutation"].played, compiled["Unstable Mutation"].why_not


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_puncture_bolt_deals_one_damage_and_puts_a_minus_counter_on_the_target(cards, rules):
    replay = bolt(cards, rules, "Hill Giant")
    assert counters(replay, "t").get("-1/-1") == 1, log(replay)
    assert pt(replay, "t") == (2, 2), log(replay)
    assert zone_of(replay, "t") == "in_play", log(replay)  # a 2/2 with 1 damage marked
    assert {"704.5g" if rules == R2026 else "420.5c"} & cited(replay) == set(), sorted(cited(replay))


@pytest.mark.parametrize("rules", (R2007, R2026))
def test_puncture_bolt_kills_a_two_two_with_the_damage_and_the_counter_together(cards, rules):
    replay = bolt(cards, rules, "Grizzly Bears")
    assert zone_of(replay, "t") == "graveyard", log(replay)  # a 1/1 with 1 damage marked: lethal damage
    assert ("704.5g" if rules == R2026 else "420.5c") in cited(replay), sorted(cited(replay))
