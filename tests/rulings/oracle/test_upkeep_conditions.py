"""Intervening "if" clauses of triggered abilities that count the creatures their controller controls
(rulings/oracle/upkeep_conditions.py), played from real cards' Oracle text (upkeep_conditions_cards.json:
records copied from the pool): "At the beginning of combat on your turn, if you control three or more
creatures, ..." (Leonin Vanguard) and "When this creature enters, if you control three or more
creatures, ..." (Dundoolin Weaver). The condition is checked as the event occurs and again as the
ability resolves (2007 404.3; 2026 603.4); narrower counts stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, zone_of

CARDS = Path(__file__).parent / "upkeep_conditions_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Leonin Vanguard", "Dundoolin Weaver"]
#: "with different powers" (coven), "named ~", "that share a creature type", "twenty" (beyond the counts read)
NEAR_MISSES = ["Candlegrove Witch", "Biovisionary", "Littjara Kinseekers", "Epic Struggle"]
INTERVENING_IF = {R2007: "404.3", R2026: "603.4"}


def play(cards, objects, actions, rules):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "creature counts"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def life(replay, name):
    return {pl["name"]: pl["life"] for pl in replay.final_state["players"]}[name]


@pytest.mark.parametrize("name", PLAYED)
def test_creature_count_condition_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_miss_creature_counts_stay_text_only(compiled, name):
    assert not compiled[name].played


def _vanguard(cards, rules, bears):
    objects = [obj("vanguard", "Leonin Vanguard"), *(obj(f"b{i}", "Grizzly Bears") for i in range(bears))]
    actions = [p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_leonin_vanguard_with_three_creatures_gets_bigger_and_gains_life_at_beginning_of_combat(cards, rules):
    replay = _vanguard(cards, rules, 2)
    o = objects_in(replay.final_state)["vanguard"]
    assert (o["power"], o["toughness"]) == (2, 2), log(replay)
    assert life(replay, "Alice") == 21, log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_leonin_vanguard_with_two_creatures_does_not_trigger(cards, rules):
    replay = _vanguard(cards, rules, 1)
    o = objects_in(replay.final_state)["vanguard"]
    assert (o["power"], o["toughness"]) == (1, 1), log(replay)
    assert life(replay, "Alice") == 20, log(replay)


def _weaver(cards, rules, bears):
    objects = [obj("weaver", "Dundoolin Weaver", zone="hand"), obj("f1", "Forest"), obj("f2", "Forest"),
               obj("dead", "Grizzly Bears", zone="graveyard"), *(obj(f"b{i}", "Grizzly Bears") for i in range(bears))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "weaver",
                "mana_abilities": [{"object": "f1"}, {"object": "f2"}]}, p("Alice"),
               p("Bob", trigger_targets={"weaver": ["dead"]}), p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dundoolin_weaver_counts_itself_and_returns_a_permanent_card_with_three_creatures(cards, rules):
    replay = _weaver(cards, rules, 2)
    assert zone_of(replay, "dead") == "hand", log(replay)
    assert INTERVENING_IF[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_dundoolin_weaver_with_two_creatures_returns_nothing(cards, rules):
    replay = _weaver(cards, rules, 1)
    assert zone_of(replay, "dead") == "graveyard", log(replay)
