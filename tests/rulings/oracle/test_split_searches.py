"""Real cards whose search puts one card onto the battlefield and the other into the hand (rulings/oracle/split_searches.py,
rulings/engine/effects/library.py): Cultivate and Kodama's Reach, "Search your library for up to two basic land cards,
reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle." The player chooses
which found card goes onto the battlefield as the effect is applied (2007 413.2c; 2026 608.2d)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "split_searches_cards.json"
BOTH = ["2007-02-01", "2026-06-19"]
CHOICE = {"2007-02-01": "413.2c", "2026-06-19": "608.2d"}


@pytest.mark.parametrize("name", ["Cultivate", "Kodama's Reach"])
def test_the_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


def test_peregrinations_other_wording_stays_text_only(compiled):
    assert not compiled["Peregrination"].played  # "... into your hand. Shuffle, then scry 1."


def cultivate(lookup, rules, name="Cultivate", **choices):
    objects = [obj("spell", name, zone="hand"), *[obj(f"f{k}", "Forest") for k in range(3)],
               obj("k", "Karplusan Forest", zone="library"), obj("lp", "Plains", zone="library"),
               obj("li", "Island", zone="library"), obj("lf", "Forest", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": f"f{k}"} for k in range(3)]},
               p("Alice"), p("Bob", **({"choices": {"spell": choices}} if choices else {}))]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=lookup))


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("name", ["Cultivate", "Kodama's Reach"])
def test_the_chosen_land_enters_tapped_and_the_other_goes_to_the_hand(cards, rules, name):
    replay = cultivate(cards, rules, name, cards=["lp", "li"], onto_battlefield="li")
    assert not refused(replay), log(replay)
    assert zone_of(replay, "li") == "in_play" and objects_in(replay.final_state)["li"]["tapped"]
    assert zone_of(replay, "lp") == "hand"
    assert {zone_of(replay, oid) for oid in ("k", "lf")} == {"library"}  # a nonbasic land isn't found; one Forest left
    assert CHOICE[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_without_a_choice_the_first_found_enters_and_the_log_says_so(cards, rules):
    replay = cultivate(cards, rules)
    assert not refused(replay), log(replay)
    in_play = [oid for oid in ("lp", "li", "lf") if zone_of(replay, oid) == "in_play"]
    in_hand = [oid for oid in ("lp", "li", "lf") if zone_of(replay, oid) == "hand"]
    assert len(in_play) == 1 and len(in_hand) == 1, log(replay)
    assert "no choice was given" in log(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_one_found_card_goes_onto_the_battlefield(cards, rules):
    replay = cultivate(cards, rules, cards=["lf"])
    assert not refused(replay), log(replay)
    assert zone_of(replay, "lf") == "in_play" and zone_of(replay, "lp") == "library"


def test_naming_a_card_not_found_for_the_battlefield_is_refused(cards):
    replay = cultivate(cards, "2026-06-19", cards=["lp", "li"], onto_battlefield="lf")
    assert refused(replay) and "onto_battlefield" in log(replay)
