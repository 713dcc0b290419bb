""" "Search your library for a land card with a basic land type, reveal it, put it into your hand / put it onto the
battlefield tapped, then shuffle" (rulings/oracle/basic_land_type_searches.py: Sprouting Goblin, Perilous Forays,
Nervous Gardener) and "At the beginning of your upkeep, if this card is in your graveyard, you may pay [cost]. If you
do, return it to your hand" (rulings/oracle/graveyard_upkeep_returns.py: Pyre Zombie, Ghastly Remains, Master of
Death), played from real cards' Oracle text (zones_searches_and_returns_cards.json: records copied from the pool)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import cited, in_main_phase, life, log, obj, p, refused, zone_of

CARDS = Path(__file__).parent / "zones_searches_and_returns_cards.json"
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Sprouting Goblin", "A-Sprouting Goblin", "Perilous Forays", "Nervous Gardener", "Pyre Zombie", "Ghastly Remains",
          "Master of Death"]
#: "you may discard a card. If you do, return Gigapede": a payment the graveyard return doesn't read; "up to two basic
#: land cards and/or Gate cards ..., put one onto the battlefield tapped and the other into your hand": not this search
NEAR_MISSES = ["Gigapede", "Navigation Orb"]
NEW_OBJECT = {R2007: "217.1c", R2026: "400.7"}


@pytest.mark.parametrize("name", PLAYED)
def test_search_and_return_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_a_land_card_with_a_basic_land_type_is_one_of_the_five_basic_land_types(compiled):
    ability = compiled["Perilous Forays"].definition["abilities"][0]
    assert ability["effect"] == [
        {"do": "search_library", "for": {"types": ["Land"], "any_of_subtypes": ["Plains", "Island", "Swamp", "Mountain", "Forest"]},
         "into": "in_play", "tapped": True},
        {"do": "shuffle_library"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_kicked_sprouting_goblin_finds_a_land_with_a_basic_land_type_for_the_hand(cards, rules):
    objects = [obj("sg", "Sprouting Goblin", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), obj("f0", "Forest"),
               obj("gb", "Grizzly Bears", zone="library"), obj("is", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sg", "kicked": True,
                "mana_abilities": [{"object": "m0"}, {"object": "m1"}, {"object": "f0"}]},
               p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "sprouting goblin"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "is") == "hand" and zone_of(replay, "gb") == "library", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_unkicked_sprouting_goblin_searches_for_nothing(cards, rules):
    objects = [obj("sg", "Sprouting Goblin", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"),
               obj("is", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "sg", "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
               p("Alice"), p("Bob")]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "sprouting goblin"), cards=cards))
    assert not refused(replay), log(replay)
    assert zone_of(replay, "is") == "library", log(replay)


def _upkeep_with_master_of_death_in_the_graveyard(cards, rules, may):
    doc = {"format": 1, "rules": rules, "name": "master of death", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "beginning", "step": "upkeep"},
           "objects": [obj("md", "Master of Death", zone="graveyard")],
           "actions": [p("Alice"), p("Bob", choices={"md": {"may": may}})]}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_master_of_death_returns_to_its_owners_hand_for_1_life(cards, rules):
    replay = _upkeep_with_master_of_death_in_the_graveyard(cards, rules, True)
    assert zone_of(replay, "md") == "hand" and life(replay)["Alice"] == 19, log(replay)
    assert NEW_OBJECT[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_master_of_death_stays_in_the_graveyard_when_its_owner_doesnt_pay(cards, rules):
    replay = _upkeep_with_master_of_death_in_the_graveyard(cards, rules, False)
    assert zone_of(replay, "md") == "graveyard" and life(replay)["Alice"] == 20, log(replay)
