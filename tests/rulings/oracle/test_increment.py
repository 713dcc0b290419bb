"""Real cards with increment (2026 702.191a; rulings/oracle/enters_mechanics.py, rulings/engine/increment.py):
"Whenever you cast a spell, if the amount of mana you spent is greater than this creature's power
or toughness, put a +1/+1 counter on this creature." Later than February 2007: under those rules it
doesn't trigger and the log says so."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import obj, rules_cited, scenario, texts


def cast(lookup, spell, lands, rules="2026-06-19", targets=None):
    objects = [obj("graffalon", "Hungry Graffalon", "Alice"), obj("spell", spell, "Alice", "hand")]
    objects += [obj(f"l{i}", "Mountain", "Alice") for i in range(lands)]
    play = {"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": f"l{i}"} for i in range(lands)]}
    if targets:
        play["targets"] = targets
    actions = [play] + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 2]
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay, next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "graffalon")


@pytest.mark.parametrize("name", ["Hungry Graffalon", "Cuboid Colony"])
def test_the_increment_cards_are_fully_played(pool, name):
    assert pool[name].played


def test_four_mana_spent_is_more_than_its_power_3(lookup):
    replay, graffalon = cast(lookup, "Hill Giant", 4)
    assert graffalon["counters"] == {"+1/+1": 1} and "702.191a" in rules_cited(replay)


def test_one_mana_spent_is_not_more_than_its_power_or_toughness(lookup):
    replay, graffalon = cast(lookup, "Shock", 1, targets=["Bob"])
    assert graffalon["counters"] == {} and not any("Hungry Graffalon's ability triggers" in t for t in texts(replay))


def test_it_does_not_trigger_under_the_2007_rules(lookup):
    replay, graffalon = cast(lookup, "Hill Giant", 4, rules="2007-02-01")
    assert graffalon["counters"] == {} and any("2007 rules don't have it" in t for t in texts(replay))


@pytest.mark.parametrize("text", ["Increment 2", "Increment—Whenever you cast a spell, draw a card.", "This creature has increment."])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
