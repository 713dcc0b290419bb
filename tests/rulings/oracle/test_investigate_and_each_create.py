"""Token wordings read from instructions the engine already has (rulings/oracle/investigate_and_each_create.py),
played from real cards' Oracle text (investigate_and_each_create_cards.json: records copied from the pool):
"When this creature enters, investigate twice." (Wavesifter) and "Counter target spell. Investigate three
times." (Confirm Suspicions): a Clue token for each time (2026 701.16a, 111.10f); "When this creature enters,
you and target opponent each create a tapped Powerstone token." (Thran Spider), "I — You and target opponent
each create a Food token." (Oath of the Grey Host): the same token made by each, the opponent's created,
controlled and, under 2026, owned by them (111.2; 2007 216.1: the ability's controller owns it)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "investigate_and_each_create_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Wavesifter", "Confirm Suspicions", "Thran Spider", "Oath of the Grey Host"]
#: "investigate X times, where X is the number of opponents you have" (Ethereal Investigator); "Choose an
#: opponent. You and that player each create ..." (Sylvan Offering): text only
NEAR_MISSES = ["Ethereal Investigator", "Sylvan Offering"]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "investigate and each create"), cards=cards))


def in_play(replay, player) -> dict:
    return {o["id"]: o for o in replay.final_state["zones"][player]["in_play"]}


@pytest.mark.parametrize("name", PLAYED)
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_wavesifter_investigates_twice_two_clue_tokens(cards):
    objects = [obj("w", "Wavesifter", zone="hand"), *(obj(f"f{k}", "Forest") for k in range(3)), obj("i0", "Island"), obj("i1", "Island")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "w", "mana_abilities": [{"object": o} for o in ("f0", "f1", "f2", "i0", "i1")]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, R2026)
    assert not any(st.refused for st in replay.steps), log(replay)
    mine = in_play(replay, "Alice")
    assert {"clue", "clue-2"} <= set(mine) and "clue-3" not in mine and mine["clue"]["subtypes"] == ["Clue"], log(replay)
    assert "701.16a" in cited(replay)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_thran_spider_gives_you_and_the_target_opponent_each_a_tapped_powerstone(cards, rules):
    objects = [obj("s", "Thran Spider", zone="hand"), *(obj(f"i{k}", "Island") for k in range(3))]
    actions = [{"type": "play_spell", "player": "Alice", "object": "s", "mana_abilities": [{"object": f"i{k}"} for k in range(3)]},
               p("Alice"), p("Bob"), p("Alice", trigger_targets={"s": ["Bob"]}), p("Bob"), p("Alice"), p("Bob")]
    replay = run(cards, objects, actions, rules)
    assert not any(st.refused for st in replay.steps), log(replay)
    mine, theirs = in_play(replay, "Alice"), in_play(replay, "Bob")
    assert mine["powerstone"]["tapped"] and theirs["powerstone-2"]["tapped"], log(replay)
    assert mine["powerstone"]["subtypes"] == theirs["powerstone-2"]["subtypes"] == ["Powerstone"]
    if rules == R2026:
        assert {"111.10h", "111.2"} <= cited(replay), sorted(cited(replay))
