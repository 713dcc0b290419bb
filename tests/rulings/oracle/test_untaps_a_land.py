""""At the beginning of each player's upkeep, that player untaps a land they control." (rulings/oracle/untaps_a_land.py,
rulings/engine/effects/untaps_a_land.py), played from real cards' Oracle text (untaps_a_land_cards.json: records
copied from the pool): Rising Waters and Hokori, Dust Drinker, whose lands don't untap in their controllers' untap
steps (2007 302.2; 2026 502.3), so each player untaps one land in their upkeep, chosen as it resolves (2007 413.2c;
2026 608.2d)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "untaps_a_land_cards.json"
POOL_TOO = True
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
CHOICE = {R2007: "413.2c", R2026: "608.2d"}
UNTAP = {R2007: "302.2", R2026: "502.3"}
PLAYED = ["Rising Waters", "Hokori, Dust Drinker"]


def tapped(replay) -> dict:
    return {k: bool(o.get("tapped")) for k, o in objects_in(replay.final_state).items()}


def to_bobs_upkeep(cards, objects, rules, **choices):
    """From Alice's end step to Bob's upkeep, where the ability triggers; then it resolves."""
    more = {"choices": choices} if choices else {}
    data = in_main_phase(objects, [p("Alice"), p("Bob"), p("Bob", **more), p("Alice", **more)], rules, "untaps a land")
    data["turn"] = {**data["turn"], "phase": "end", "step": "end_of_turn"}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    return replay


def bobs_tapped_lands():
    return [obj("f1", "Forest", owner="Bob", tapped=True), obj("f2", "Forest", owner="Bob", tapped=True),
            obj("mine", "Forest", tapped=True)]


@pytest.mark.parametrize("name", PLAYED)
def test_untaps_a_land_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("text", ["At the beginning of your upkeep, that player untaps a land they control.",
                                  "At the beginning of each player's upkeep, that player untaps a creature they control.",
                                  "That player untaps a land they control."])
def test_near_miss_wordings_stay_text_only(text):
    record = {"name": "Untap Test", "mana_cost": "{3}{U}", "types": ["Enchantment"], "supertypes": [], "subtypes": [],
              "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal"}
    assert not compile_card(record).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_rising_waters_keeps_bobs_lands_tapped_then_he_untaps_the_one_he_chooses(cards, rules):
    objects = [obj("waters", "Rising Waters"), *bobs_tapped_lands()]
    replay = to_bobs_upkeep(cards, objects, rules, waters={"untap_lands": ["f2"]})
    assert [tapped(replay)[k] for k in ("f1", "f2", "mine")] == [True, False, True], log(replay)
    assert {UNTAP[rules], CHOICE[rules]} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_hokori_without_a_choice_untaps_bobs_first_tapped_land(cards, rules):
    objects = [obj("hokori", "Hokori, Dust Drinker"), *bobs_tapped_lands()]
    replay = to_bobs_upkeep(cards, objects, rules)
    assert [tapped(replay)[k] for k in ("f1", "f2", "mine")] == [False, True, True], log(replay)
    assert "no choice was given" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_choice_of_a_land_bob_doesnt_control_is_refused(cards, rules):
    objects = [obj("waters", "Rising Waters"), *bobs_tapped_lands()]
    data = in_main_phase(objects, [p("Alice"), p("Bob"), p("Bob"), p("Alice", choices={"waters": {"untap_lands": ["mine"]}})],
                         rules, "untaps a land")
    data["turn"] = {**data["turn"], "phase": "end", "step": "end_of_turn"}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert any(st.refused for st in replay.steps), log(replay)
