"""A search for a permanent card put onto the battlefield (rulings/oracle/permanent_searches.py): "Search
your library for a Goblin permanent card, put it onto the battlefield, then shuffle." (Moggcatcher), "...
for a permanent card ..." (Planar Bridge): any permanent card type with the subtype said (2026 110.4a,
701.23a-b; 2007: the glossary's "Search"). Real records: permanent_searches_cards.json."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import in_main_phase, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "permanent_searches_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Moggcatcher", "Dragonstorm", "Seahunter", "Skyshroud Poacher", "Planar Bridge"]
#: "a legendary Spirit permanent card": a supertype, and a cost of three Spirits
NEAR_MISSES = ["Lifespinner"]


def moggcatcher(cards, rules, choices):
    """Alice activates Moggcatcher ({3}, {T}) with three Mountains; it resolves with `choices`."""
    objects = [obj("mogg", "Moggcatcher"), *(obj(f"m{i}", "Mountain") for i in range(3)),
               obj("piker", "Goblin Piker", zone="library"), obj("dragon", "Shivan Dragon", zone="library"),
               obj("forest", "Forest", zone="library")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mogg", "ability": 0,
                "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
               p("Alice"), p("Bob", choices={"mogg": choices})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "permanent searches"), cards=cards))


@pytest.mark.parametrize("name", PLAYED)
def test_permanent_searches_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", [
    "Search your library for a Goblin permanent card, put it onto the battlefield.",  # no shuffle
    "Search your library for a Wizzard permanent card, put it onto the battlefield, then shuffle.",
    "Search your library for an Goblin permanent card, put it onto the battlefield, then shuffle.",
    "Search your library for a Goblin permanent card, put it into your hand, then shuffle.",
])
def test_near_miss_wordings_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Sorcery"], "text": text}).played


def test_the_quality_read(compiled):
    steps = compiled["Moggcatcher"].definition["abilities"][0]["effect"]
    assert steps == [{"do": "search_library", "for": {"any_of_types": ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"],
                                                      "subtypes": ["Goblin"]}, "into": "in_play"}, {"do": "shuffle_library"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_moggcatcher_puts_a_goblin_onto_the_battlefield(cards, rules):
    replay = moggcatcher(cards, rules, {"cards": ["piker"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "piker") == "in_play" and zone_of(replay, "dragon") == "library", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_moggcatcher_cant_find_a_dragon(cards, rules):
    replay = moggcatcher(cards, rules, {"cards": ["dragon"]})
    assert refused(replay) and "choices.mogg.cards names dragon" in log(replay), log(replay)
