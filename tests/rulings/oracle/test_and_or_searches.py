"""A search for cards of one of two qualities, "up to two basic land cards and/or Gate cards"
(rulings/oracle/tutor_qualities.py), played from real cards' Oracle text (and_or_searches_cards.json: records
copied from the pool): Circuitous Route, Explore the Underdark. Each card found has one of the qualities; a
search for a stated quality need not find them (2026 701.23b). Gates came later than February 2007: played
under the 2026 rules only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "and_or_searches_cards.json"
POOL_TOO = True  # Grizzly Bears and the basic lands from the shared sample
R2026 = "2026-06-19"
PLAYED = ["Circuitous Route", "Explore the Underdark"]


def route(cards, found):
    objects = [obj("route", "Circuitous Route", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(4)),
               obj("gate", "Azorius Guildgate", zone="library"), obj("plains", "Plains", zone="library"),
               obj("bears", "Grizzly Bears", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "route", "mana_abilities": [{"object": f"f{i}"} for i in range(4)]},
               p("Alice"), p("Bob", choices={"route": {"cards": found}})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, R2026, "and/or"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_and_or_search_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def test_a_basic_land_and_a_gate_are_both_found_and_enter_tapped(cards):
    replay = route(cards, ["gate", "plains"])
    assert not refused(replay), log(replay)
    for oid in ("gate", "plains"):
        o = next(x for pl in replay.final_state["zones"].values() for x in pl["in_play"] if x["id"] == oid)
        assert o["tapped"], log(replay)
    assert zone_of(replay, "bears") == "library" and {"701.23a", "701.24a"} <= cited(replay), log(replay)


def test_a_card_of_neither_quality_is_not_found(cards):
    replay = route(cards, ["bears"])
    assert refused(replay) and zone_of(replay, "bears") == "library", log(replay)
