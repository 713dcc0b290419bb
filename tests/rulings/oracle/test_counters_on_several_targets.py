""" "Put two +1/+1 counters on target creature and two +1/+1 counters on another target creature." (Stand Together),
"Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a
third target creature." (Incremental Growth, Incremental Blight with -1/-1 counters): read by
rulings/oracle/counters_on_several_targets.py, played from real cards' Oracle text (counters_on_several_targets_cards.json:
records copied from the pool). The targets are different creatures ("another", "a third": 2007 415.3; 2026 115.3). An
"up to one target Merfolk" second target (River Heralds' Boon) stays text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import counters, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "counters_on_several_targets_cards.json"
POOL_TOO = True  # the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Stand Together", "Incremental Growth", "Incremental Blight"]
NEAR_MISSES = ["River Heralds' Boon"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "several targets"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_several_target_counter_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_several_targets_stay_text_only(compiled, name):
    assert not compiled[name].played


def growth(card, land, targets):
    objects = [obj("spell", card, zone="hand"), *(obj(f"l{i}", land) for i in range(5)),
               obj("a", "Grizzly Bears"), obj("b", "Grizzly Bears"), obj("c", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "targets": targets,
                "mana_abilities": [{"object": f"l{i}"} for i in range(5)]}, p("Alice"), p("Bob")]
    return objects, actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_incremental_growth_puts_one_two_and_three_counters_on_three_creatures(cards, rules):
    replay = run(cards, *growth("Incremental Growth", "Forest", ["a", "b", "c"]), rules)
    assert not refused(replay), log(replay)
    assert (counters(replay, "a"), counters(replay, "b"), counters(replay, "c")) == ({"+1/+1": 1}, {"+1/+1": 2}, {"+1/+1": 3}), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_incremental_growth_cant_target_one_creature_twice(cards, rules):
    replay = run(cards, *growth("Incremental Growth", "Forest", ["a", "a", "c"]), rules)
    assert len(refused(replay)) == 1, log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_incremental_blight_kills_the_two_creatures_with_two_and_three_counters(cards, rules):
    replay = run(cards, *growth("Incremental Blight", "Swamp", ["a", "b", "c"]), rules)
    assert not refused(replay), log(replay)
    assert counters(replay, "a") == {"-1/-1": 1}, log(replay)
    assert zone_of(replay, "b") == "graveyard" and zone_of(replay, "c") == "graveyard", log(replay)
