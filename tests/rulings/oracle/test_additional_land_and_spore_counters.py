"""Real cards of rulings/oracle/permanent_lines.py: Exploration's "You may play an additional
land on each of your turns" (2007 212.6b; 2026 305.2a) and Thallid's spore counters, put
on by an upkeep trigger and removed as the cost of its own ability (602.1; 2007 409.1f)."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

ADDITIONAL_LAND = {"2007-02-01": "212.6b", "2026-06-19": "305.2a"}


def play_lands(lookup, rules, objects, n=2):
    lands = [obj(f"land{i}", "Forest", "Alice", "hand") for i in range(n)]
    data = scenario([*objects, *lands], [{"type": "play_land", "player": "Alice", "object": f"land{i}"} for i in range(n)], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


def test_exploration_is_fully_played(pool):
    assert pool["Exploration"].played
    assert pool["Exploration"].definition["abilities"] == [
        {"kind": "static", "additional_land_plays": 1, "text": "You may play an additional land on each of your turns."}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_exploration_lets_its_controller_play_a_second_land(lookup, rules):
    replay = play_lands(lookup, rules, [obj("exploration", "Exploration", "Alice")])
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert {"land0", "land1"} <= {o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert ADDITIONAL_LAND[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_exploration_allows_one_more_land_not_two(lookup, rules):
    replay = play_lands(lookup, rules, [obj("exploration", "Exploration", "Alice")], n=3)
    assert [bool(st.refused) for st in replay.steps][-3:] == [False, False, True]


def test_an_opponents_exploration_gives_alice_no_second_land(lookup):
    replay = play_lands(lookup, "2026-06-19", [obj("exploration", "Exploration", "Bob")])
    assert replay.steps[-1].refused


@pytest.mark.parametrize("text", ["You may play an additional land this turn.",
                                  "You may play two additional land on each of your turns.",
                                  "You may play an additional land on each of your turns for each Forest you control."])
def test_other_additional_land_sentences_on_a_permanent_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Enchantment"], "text": text}).played


def thallid(lookup, rules, spores, actions):
    data = scenario([{**obj("thallid", "Thallid", "Alice"), "counters": {"spore": spores}}], actions,
                    rules=rules, phase="beginning", step="upkeep")
    return run_scenario(load_scenario(data, cards=lookup))


def in_play(replay, player="Alice"):
    return replay.final_state["zones"][player]["in_play"]


def test_thallid_is_fully_played(pool):
    abilities = pool["Thallid"].definition["abilities"]
    assert pool["Thallid"].played
    assert abilities[0]["effect"] == [{"do": "put_counters", "counter": "spore", "amount": 1, "to": "self"}]
    assert abilities[1]["cost"] == {"remove_counters": {"spore": 3}}


@pytest.mark.parametrize("rules", EDITIONS)
def test_thallid_gets_a_spore_counter_each_upkeep_then_makes_a_saproling(lookup, rules):
    replay = thallid(lookup, rules, 2, [
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
        {"type": "activate_ability", "player": "Alice", "object": "thallid", "ability": 1},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    assert not any(st.refused for st in replay.steps), texts(replay)
    mine = in_play(replay)
    assert [o["counters"] for o in mine if o["id"] == "thallid"] in ([{}], [{"spore": 0}])
    tokens = [o for o in mine if o["token"]]
    assert [(o["name"], o["power"], o["toughness"]) for o in tokens] == [("Saproling", 1, 1)]
    said = texts(replay)
    assert said.index("1 spore counter is put on Thallid.") < said.index("Alice removes 3 spore counters from Thallid as a cost.")


@pytest.mark.parametrize("rules", EDITIONS)
def test_thallid_with_two_spore_counters_cant_pay_its_cost(lookup, rules):
    replay = thallid(lookup, rules, 1, [
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
        {"type": "activate_ability", "player": "Alice", "object": "thallid", "ability": 1}])
    assert replay.steps[-1].refused
    assert [o["counters"] for o in in_play(replay) if o["id"] == "thallid"] == [{"spore": 2}]


@pytest.mark.parametrize("text", ["At the beginning of your upkeep, put a spore counter on target creature.",
                                  "At the beginning of your upkeep, put X spore counters on this creature."])
def test_other_spore_counter_sentences_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played
