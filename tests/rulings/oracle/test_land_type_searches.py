"""A search for a basic land card of one of several types, revealed and put into the hand: "When this
artifact enters, search your library for a basic Forest, Island, or Mountain card, reveal it, put it
into your hand, then shuffle." (Temur Monument; rulings/oracle/land_type_searches.py). A search for a
stated quality (2026 701.23a-b; 2007: the glossary's "Search"). Real records: land_type_searches_cards.json."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "land_type_searches_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Temur Monument", "Jeskai Monument", "Sultai Monument"]
#: its search is read; its other ability ("an X/X ... token, where X is the greatest toughness ...") is not
NEAR_MISSES = ["Abzan Monument"]


def monument(cards, rules, choices):
    """Alice casts Temur Monument with two Plains; its enters trigger searches her library."""
    objects = [obj("monument", "Temur Monument", zone="hand"), obj("l0", "Plains"), obj("l1", "Plains"),
               obj("ground", "Stomping Ground", zone="library"), obj("plains", "Plains", zone="library"),
               obj("mountain", "Mountain", zone="library"), obj("swamp", "Swamp", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "monument", "mana_abilities": [{"object": "l0"}, {"object": "l1"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"monument": choices})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "land type searches"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_monuments_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Search your library for a basic Forest, Island or Mountain card, reveal it, put it into your hand, then shuffle.",  # no serial comma
    "Search your library for a basic Forest, Forest, or Mountain card, reveal it, put it into your hand, then shuffle.",
    "Search your library for an basic Forest or Island card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a basic Forest, Island, or Mountain card, reveal it, put it into your hand.",  # no shuffle
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Sorcery"], "text": text}).played


def test_the_quality_read(compiled):
    steps = compiled["Temur Monument"].definition["abilities"][0]["effect"]
    assert steps == [{"do": "search_library", "for": {"supertypes": ["Basic"], "any_of_subtypes": ["Forest", "Island", "Mountain"]},
                      "into": "hand", "reveal": True}, {"do": "shuffle_library"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_temur_monument_finds_a_basic_mountain_and_puts_it_into_the_hand(cards, rules):
    replay = monument(cards, rules, {"cards": ["mountain"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "mountain") == "hand" and zone_of(replay, "ground") == "library", log(replay)
    assert "a basic Forest, Island, or Mountain card" in log(replay)
    if rules == R2026:
        assert {"701.23a", "701.24a"} <= cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_temur_monument_cant_find_a_nonbasic_mountain_nor_a_plains(cards, rules):
    for wrong in ("ground", "plains"):
        replay = monument(cards, rules, {"cards": [wrong]})
        assert refused(replay) and f"choices.monument.cards names {wrong}" in log(replay), log(replay)
